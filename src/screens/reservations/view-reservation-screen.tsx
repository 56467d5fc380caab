import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { type Reservation } from '../../../machines/reservation-actions.machine';
import { actorOptions } from '../../app/inspect';
import { formatDateTime, formatDay, formatMoney, formatMoneyWithEstimate } from '../../shared/format';
import { CHANNEL_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../../shared/reservation-labels';
import { ReservationActionBar, ReservationMoreActions } from './reservation-actions';
import type { ReservationActor } from '../../components/request-answer';
import { ReservationHistory } from './reservation-history';
import { ReservationStatusBadge } from './reservation-status-badge';
import { guestsText } from './reservation-text';
import styles from './view-reservation.module.css';
import { reservationActionsWithCalls } from '../../api/actors/reservation-actions';
import { LoadFailed, LoadingState } from '../../components/load-state';
import { unitWords } from '../../shared/unit-noun';

/** /view-reservation/{reservationCode}: one reservation, its history and what the host can do now. */
export function ViewReservationScreen() {
  const { reservationCode = '' } = useParams();
  // The code is the actor's input, so opening another reservation starts afresh.
  return <ReservationView key={reservationCode} code={reservationCode} />;
}

const countryName = (iso: string | null) => (iso ? (new Intl.DisplayNames(['en'], { type: 'region' }).of(iso) ?? iso) : null);

function ReservationView({ code }: { code: string }) {
  const actor = useActorRef(
    reservationActionsWithCalls,
    { ...actorOptions(), input: { code } },
  );
  const reservation = useSelector(actor, (s) => s.context.reservation);
  const view = useSelector(actor, (s) => (s.matches('missing') ? 'missing' : s.matches('unavailable') ? 'unavailable' : s.matches('loading') ? 'loading' : 'ready'));
  const error = useSelector(actor, (s) => s.context.error);

  if (view === 'missing') {
    return (
      <div className={`container ${styles.page}`}>
        <h1>Reservation not found</h1>
        <p>
          There is no reservation <strong>{code}</strong> on your properties. Check the code in the guest’s message, or find the stay in
          your list.
        </p>
        <Link to="/reservation-manage" className="btn btn-primary">
          Go to your reservations
        </Link>
      </div>
    );
  }
  if (view === 'unavailable') {
    return (
      <div className={`container ${styles.page}`}>
        <h1>Reservation {code}</h1>
        <LoadFailed message={error} onRetry={() => actor.send({ type: 'reservation.reload' })} />
      </div>
    );
  }
  if (view === 'loading' && !reservation) {
    return (
      <div className={`container ${styles.page}`}>
        <h1>Reservation {code}</h1>
        <LoadingState label={`Loading reservation ${code}…`} rows={4} />
      </div>
    );
  }
  const r = reservation!;
  return (
    <div className={`container ${styles.page}`}>
      <Link to="/reservation-manage" className={`tap-target ${styles.back}`}>
        ← All reservations
      </Link>
      <header className={styles.header}>
        <div>
          <p className="eyebrow">Reservation {r.code}</p>
          <h1 className={styles.title}>{r.guestName}</h1>
          <ReservationStatusBadge status={r.status} />
        </div>
        <ContactGuest reservation={r} />
      </header>

      <div className={styles.layout}>
        <Details reservation={r} actor={actor} />
        <ReservationHistory history={r.history ?? []} />
      </div>
      <ReservationMoreActions actor={actor} />
      {/* Last in the page so that, sticky at the bottom of a phone's screen, it never covers what comes after it. */}
      <ReservationActionBar actor={actor} />
    </div>
  );
}

/** 'https://wa.me/94771234567': WhatsApp takes the number as digits with the country code, no +. */
const whatsAppLink = (phone: string) => `https://wa.me/${phone.replace(/\D/gu, '')}`;

/** Call, WhatsApp and E-mail in one tap each, from whatever contact the guest left. */
function ContactGuest({ reservation: r }: { reservation: Reservation }) {
  if (!r.guestPhone && !r.guestEmail) return null;
  return (
    <nav className={styles.contact} aria-label={`Contact ${r.guestName}`}>
      {r.guestPhone ? (
        <>
          <a className="btn btn-outline" href={`tel:${r.guestPhone}`}>
            Call
          </a>
          <a className="btn btn-outline" href={whatsAppLink(r.guestPhone)} target="_blank" rel="noreferrer">
            WhatsApp
          </a>
        </>
      ) : null}
      {r.guestEmail ? (
        <a className="btn btn-outline" href={`mailto:${r.guestEmail}`}>
          E-mail
        </a>
      ) : null}
    </nav>
  );
}

/** Paid or not, and "Mark as paid" when the guest pays at the property and has not yet. */
function PaymentState({ reservation: r, actor }: { reservation: Reservation; actor: ReservationActor }) {
  const canMarkPaid = useSelector(actor, (s) => s.can({ type: 'reservation.markPaid' }));
  const marking = useSelector(actor, (s) => s.matches({ ready: 'markingPaid' }));
  const marked = useSelector(actor, (s) => s.context.answered === 'mark_paid');
  return (
    <div className={styles.payment}>
      <span>
        {PAYMENT_METHOD_LABELS[r.paymentMethod]} · <strong>{PAYMENT_STATUS_LABELS[r.paymentStatus]}</strong>
      </span>
      {r.canMarkPaid || marking ? (
        <button type="button" className="btn btn-outline btn-small" disabled={!canMarkPaid || marking} onClick={() => actor.send({ type: 'reservation.markPaid' })}>
          {marking ? 'Saving…' : 'Mark as paid'}
        </button>
      ) : null}
      {marked ? (
        <span role="status" className={styles.paidNote}>
          Marked as paid
        </span>
      ) : null}
    </div>
  );
}

function Details({ reservation: r, actor }: { reservation: Reservation; actor: ReservationActor }) {
  return (
    <div className={styles.details}>
      <section className={styles.card} aria-labelledby="stay-heading">
        <h2 id="stay-heading">Stay</h2>
        <dl className={styles.facts}>
          <Fact term="Property" value={r.propertyName ?? 'Unnamed property'} />
          {r.unitName ? <Fact term={unitWords(r.unitNoun).One} value={r.unitName} /> : null}
          <Fact term="Check-in" value={formatDay(r.checkIn)} />
          <Fact term="Check-out" value={formatDay(r.checkOut)} />
          <Fact term="Nights" value={String(r.nights)} />
          <Fact term="Guests" value={guestsText(r.adults, r.children)} />
          <Fact term="Channel" value={CHANNEL_LABELS[r.channel]} />
          <Fact term="Booked" value={formatDateTime(r.createdAt)} />
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="guest-heading">
        <h2 id="guest-heading">Guest</h2>
        <dl className={styles.facts}>
          <Fact term="Name" value={r.guestName} />
          {r.guestEmail ? <Fact term="Email" value={<a href={`mailto:${r.guestEmail}`} className="tap-target">{r.guestEmail}</a>} /> : null}
          {r.guestPhone ? <Fact term="Phone" value={<a href={`tel:${r.guestPhone}`} className="tap-target">{r.guestPhone}</a>} /> : null}
          {r.guestCountry ? <Fact term="Country" value={countryName(r.guestCountry) ?? r.guestCountry} /> : null}
        </dl>
        <h3 className={styles.subheading}>Special requests</h3>
        <p className={styles.requests}>{r.specialRequests || 'None'}</p>
        {r.cancelReason ? (
          <>
            <h3 className={styles.subheading}>{r.status === 'declined' ? 'Why it was declined' : 'Why it was cancelled'}</h3>
            <p className={styles.requests}>{r.cancelReason}</p>
          </>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="money-heading">
        <h2 id="money-heading">Money</h2>
        <dl className={styles.facts}>
          <Fact term="Amount" value={formatMoneyWithEstimate(r.amount, r.currency)} />
          <Fact term={`Commission (${r.commissionPercent}%)`} value={`− ${formatMoney(r.commission, r.currency)}`} />
          <Fact term="You earn" value={<strong>{formatMoneyWithEstimate(r.net, r.currency)}</strong>} />
          <Fact term="Payment" value={<PaymentState reservation={r} actor={actor} />} />
        </dl>
      </section>
    </div>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
