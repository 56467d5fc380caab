import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { type Reservation } from '../../../machines/reservation-actions.machine';
import { actorOptions } from '../../app/inspect';
import { formatDateTime, formatDay, formatMoney, formatMoneyWithEstimate } from '../../shared/format';
import { CHANNEL_MESSAGES, PAYMENT_METHOD_MESSAGES, PAYMENT_STATUS_MESSAGES, unitTitle } from './reservation-labels';
import { ReservationActionBar, ReservationMoreActions } from './reservation-actions';
import type { ReservationActor } from '../../components/request-answer';
import { ReservationHistory } from './reservation-history';
import { ReservationStatusBadge } from './reservation-status-badge';
import { guestsText } from './reservation-text';
import styles from './view-reservation.module.css';
import { reservationActionsWithCalls } from '../../api/actors/reservation-actions';
import { LoadFailed, LoadingState } from '../../components/load-state';

/** /view-reservation/{reservationCode}: one reservation, its history and what the host can do now. */
export function ViewReservationScreen() {
  const { reservationCode = '' } = useParams();
  // The code is the actor's input, so opening another reservation starts afresh.
  return <ReservationView key={reservationCode} code={reservationCode} />;
}

/** The country's name in the reader's language ('si', 'ta' or 'en'). */
const countryName = (iso: string | null, locale: string) => (iso ? (new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(iso) ?? iso) : null);

function ReservationView({ code }: { code: string }) {
  const actor = useActorRef(
    reservationActionsWithCalls,
    { ...actorOptions(), input: { code } },
  );
  const reservation = useSelector(actor, (s) => s.context.reservation);
  const view = useSelector(actor, (s) => (s.matches('missing') ? 'missing' : s.matches('unavailable') ? 'unavailable' : s.matches('loading') ? 'loading' : 'ready'));
  const error = useSelector(actor, (s) => s.context.error);
  const { t } = useLingui();

  if (view === 'missing') {
    return (
      <div className={`container ${styles.page}`}>
        <h1>
          <Trans>Reservation not found</Trans>
        </h1>
        <p>
          <Trans>
            There is no reservation <strong>{code}</strong> on your properties. Check the code in the guest’s message, or find the stay in
            your list.
          </Trans>
        </p>
        <Link to="/reservation-manage" className="btn btn-primary">
          <Trans>Go to your reservations</Trans>
        </Link>
      </div>
    );
  }
  if (view === 'unavailable') {
    return (
      <div className={`container ${styles.page}`}>
        <h1>
          <Trans>Reservation {code}</Trans>
        </h1>
        <LoadFailed message={error} onRetry={() => actor.send({ type: 'reservation.reload' })} />
      </div>
    );
  }
  if (view === 'loading' && !reservation) {
    return (
      <div className={`container ${styles.page}`}>
        <h1>
          <Trans>Reservation {code}</Trans>
        </h1>
        <LoadingState label={t`Loading reservation ${code}…`} rows={4} />
      </div>
    );
  }
  const r = reservation!;
  const reservationCode = r.code;
  return (
    <div className={`container ${styles.page}`}>
      <Link to="/reservation-manage" className={`tap-target ${styles.back}`}>
        <Trans>← All reservations</Trans>
      </Link>
      <header className={styles.header}>
        <div>
          <p className="eyebrow">
            <Trans>Reservation {reservationCode}</Trans>
          </p>
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
  const { t } = useLingui();
  if (!r.guestPhone && !r.guestEmail) return null;
  const guestName = r.guestName;
  return (
    <nav className={styles.contact} aria-label={t`Contact ${guestName}`}>
      {r.guestPhone ? (
        <>
          <a className="btn btn-outline" href={`tel:${r.guestPhone}`}>
            <Trans>Call</Trans>
          </a>
          <a className="btn btn-outline" href={whatsAppLink(r.guestPhone)} target="_blank" rel="noreferrer">
            WhatsApp
          </a>
        </>
      ) : null}
      {r.guestEmail ? (
        <a className="btn btn-outline" href={`mailto:${r.guestEmail}`}>
          <Trans>E-mail</Trans>
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
  const { t, i18n } = useLingui();
  return (
    <div className={styles.payment}>
      <span>
        {i18n._(PAYMENT_METHOD_MESSAGES[r.paymentMethod])} · <strong>{i18n._(PAYMENT_STATUS_MESSAGES[r.paymentStatus])}</strong>
      </span>
      {r.canMarkPaid || marking ? (
        <button type="button" className="btn btn-outline btn-small" disabled={!canMarkPaid || marking} onClick={() => actor.send({ type: 'reservation.markPaid' })}>
          {marking ? t`Saving…` : t`Mark as paid`}
        </button>
      ) : null}
      {marked ? (
        <span role="status" className={styles.paidNote}>
          <Trans>Marked as paid</Trans>
        </span>
      ) : null}
    </div>
  );
}

function Details({ reservation: r, actor }: { reservation: Reservation; actor: ReservationActor }) {
  const { t, i18n } = useLingui();
  const commissionPercent = r.commissionPercent;
  return (
    <div className={styles.details}>
      <section className={styles.card} aria-labelledby="stay-heading">
        <h2 id="stay-heading">
          <Trans>Stay</Trans>
        </h2>
        <dl className={styles.facts}>
          <Fact term={t`Property`} value={r.propertyName ?? t`Unnamed property`} />
          {r.unitName ? <Fact term={unitTitle(i18n, r.unitNoun)} value={r.unitName} /> : null}
          <Fact term={t`Check-in`} value={formatDay(r.checkIn)} />
          <Fact term={t`Check-out`} value={formatDay(r.checkOut)} />
          <Fact term={t`Nights`} value={String(r.nights)} />
          <Fact term={t`Guests`} value={guestsText(i18n, r.adults, r.children)} />
          <Fact term={t`Channel`} value={i18n._(CHANNEL_MESSAGES[r.channel])} />
          <Fact term={t`Booked`} value={formatDateTime(r.createdAt)} />
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="guest-heading">
        <h2 id="guest-heading">
          <Trans>Guest</Trans>
        </h2>
        <dl className={styles.facts}>
          <Fact term={t`Name`} value={r.guestName} />
          {r.guestEmail ? <Fact term={t`Email`} value={<a href={`mailto:${r.guestEmail}`} className="tap-target">{r.guestEmail}</a>} /> : null}
          {r.guestPhone ? <Fact term={t`Phone`} value={<a href={`tel:${r.guestPhone}`} className="tap-target">{r.guestPhone}</a>} /> : null}
          {r.guestCountry ? <Fact term={t`Country`} value={countryName(r.guestCountry, i18n.locale) ?? r.guestCountry} /> : null}
        </dl>
        <h3 className={styles.subheading}>
          <Trans>Special requests</Trans>
        </h3>
        <p className={styles.requests}>{r.specialRequests || t`None`}</p>
        {r.cancelReason ? (
          <>
            <h3 className={styles.subheading}>{r.status === 'declined' ? t`Why it was declined` : t`Why it was cancelled`}</h3>
            <p className={styles.requests}>{r.cancelReason}</p>
          </>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="money-heading">
        <h2 id="money-heading">
          <Trans>Money</Trans>
        </h2>
        <dl className={styles.facts}>
          <Fact term={t`Amount`} value={formatMoneyWithEstimate(r.amount, r.currency)} />
          <Fact term={t`Commission (${commissionPercent}%)`} value={`− ${formatMoney(r.commission, r.currency)}`} />
          <Fact term={t`You earn`} value={<strong>{formatMoneyWithEstimate(r.net, r.currency)}</strong>} />
          <Fact term={t`Payment`} value={<PaymentState reservation={r} actor={actor} />} />
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
