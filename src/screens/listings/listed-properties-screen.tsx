import { useActorRef, useSelector } from '@xstate/react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Link } from 'react-router-dom';
import { NEXT_STEP, propertyActions, type HostProperty } from '../../../machines/listed-properties.machine';
import { actorOptions } from '../../app/inspect';
import { isAdmin, useSessionView } from '../../app/use-session';
import { isStoppingNote, ModerationNoteCallout } from '../../components/moderation-note';
import { usePauseListing } from './use-pause-listing';
import { ActionMenu, type ActionMenuItem } from '../../components/action-menu';
import { PropertyPlaceholder } from './property-placeholder';
import { StatusBadge } from '../../components/listing-status-badge';
import styles from './listed-properties.module.css';
import { LIST_WORDS, ShortText } from '../../components/short-text';
import { listedPropertiesWithCalls } from '../../api/actors/listed-properties';
import { formatDay, formatMoney } from '../../shared/format';
import { LoadFailed, LoadingState } from '../../components/load-state';


/** /listed-properties: every property of the host, drafts included, with what can be done next. */
export function ListedPropertiesScreen() {
  const actor = useActorRef(listedPropertiesWithCalls, actorOptions());
  const page = useSelector(actor, (s) => s.context.page);
  const offset = useSelector(actor, (s) => s.context.offset);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const view = useSelector(actor, (s) => (s.matches('failed') ? 'failed' : s.matches('empty') ? 'empty' : s.context.page ? 'list' : 'loading'));
  const canNext = useSelector(actor, (s) => s.can({ type: 'listed.next' }));
  const canPrevious = useSelector(actor, (s) => s.can({ type: 'listed.previous' }));
  // Admins own no properties and do not list any (spec §6): they get admin words and the way to every host's listings.
  const admin = isAdmin(useSessionView().user);
  const { t } = useLingui();

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.header}>
        <div>
          <p className="eyebrow">{admin ? <Trans>Administration</Trans> : <Trans>Your listings</Trans>}</p>
          <h1>
            <Trans>Listed Properties</Trans>
          </h1>
        </div>
        {admin ? (
          <Link to="/admin-property-listings" className="btn btn-outline">
            <Trans>Property Listings</Trans>
          </Link>
        ) : (
          <Link to="/plan-selection" className="btn btn-outline">
            <Trans>List Your Property</Trans>
          </Link>
        )}
      </div>
      {view === 'loading' ? <LoadingState label={t`Loading your properties…`} /> : null}
      {view === 'failed' ? (
        <LoadFailed message={error} onRetry={() => actor.send({ type: 'listed.retry' })} />
      ) : null}
      {view === 'empty' && admin ? (
        <div className={styles.notice}>
          <h2 className={styles.emptyTitle}>
            <Trans>Administrator accounts hold no properties</Trans>
          </h2>
          <p>
            <Trans>Every host's listings, with their status, plan and host, are in Property Listings; review and edit them from there.</Trans>
          </p>
          <Link to="/admin-property-listings" className="btn btn-primary">
            <Trans>Go to Property Listings</Trans>
          </Link>
        </div>
      ) : view === 'empty' ? (
        <div className={styles.notice}>
          <PropertyPlaceholder className={styles.emptyArt} />
          <h2 className={styles.emptyTitle}>
            <Trans>You have not listed a property yet</Trans>
          </h2>
          <p>
            <Trans>List your guest house, villa or apartment in a few steps. Travellers from around the world find it on our guest site.</Trans>
          </p>
          <Link to="/plan-selection" className="btn btn-primary">
            <Trans>List Your Property</Trans>
          </Link>
        </div>
      ) : null}
      {view === 'list' && page ? (
        <>
          <ul className={styles.list} aria-busy={busy}>
            {page.items.map((property) => (
              <PropertyCard key={property.id} property={property} onChanged={() => actor.send({ type: 'listed.reload' })} />
            ))}
          </ul>
          {page.total > page.limit ? (
            <nav className={styles.pager} aria-label={t`Pages of your properties`}>
              <button type="button" className="btn btn-outline btn-small" disabled={!canPrevious || busy} onClick={() => actor.send({ type: 'listed.previous' })}>
                <Trans>Previous</Trans>
              </button>
              <span role="status">
                <PageRange first={offset + 1} last={Math.min(offset + page.limit, page.total)} total={page.total} />
              </span>
              <button type="button" className="btn btn-outline btn-small" disabled={!canNext || busy} onClick={() => actor.send({ type: 'listed.next' })}>
                <Trans>Next</Trans>
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** "1–12 of 30": the properties on this page of all of them. */
function PageRange({ first, last, total }: { first: number; last: number; total: number }) {
  return (
    <Trans>
      {first}–{last} of {total}
    </Trans>
  );
}

/** "3 rooms" for rooms and homestays, "1 unit" for a place let whole; nothing before the first is added. */
function useUnitsText(property: HostProperty): string | null {
  const { i18n } = useLinguiRuntime();
  const count = property.unitCount;
  if (count === 0) return null;
  return i18n._(property.isRoomOrHomeStay ? msg`${plural(count, { one: '# room', other: '# rooms' })}` : msg`${plural(count, { one: '# unit', other: '# units' })}`);
}

function PropertyCard({ property, onChanged }: { property: HostProperty; onChanged: () => void }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const units = useUnitsText(property);
  const title = property.name ?? t`Untitled listing`;
  const place = [property.city, property.district].filter(Boolean).join(', ');
  const headingId = `property-${property.id}`;
  const { primary, menu } = propertyActions(property);
  const pause = usePauseListing(property, onChanged);
  const primaryLabel = i18n._(primary.label);
  const updated = formatDay(property.updatedAt);
  const menuItems: ActionMenuItem[] = [
    ...menu.map((action) => ({ key: action.key, label: i18n._(action.label), to: action.to })),
    ...(pause.offered
      ? [{ key: 'pause', label: pause.saving ? t`Saving…` : i18n._(pause.offered.label), onSelect: pause.choose, danger: pause.offered.action === 'unlist', disabled: pause.saving }]
      : []),
  ];
  const fromPrice = property.fromPrice ? formatMoney(property.fromPrice.amount, property.fromPrice.currency) : null;
  const facts = [units, fromPrice ? t`from ${fromPrice} a night` : null].filter(Boolean);
  return (
    <li className={styles.card}>
      <article aria-labelledby={headingId} className={styles.cardBody}>
        {property.mainPhoto ? (
          <img className={styles.photo} src={property.mainPhoto.url} alt="" loading="lazy" decoding="async" width={property.mainPhoto.width} height={property.mainPhoto.height} />
        ) : (
          <PropertyPlaceholder className={styles.photo} />
        )}
        <div className={styles.details}>
          <p className={styles.status}>
            <StatusBadge status={property.status} />
            <span className={styles.nextStep}>— {i18n._(NEXT_STEP[property.status])}</span>
          </p>
          <h2 id={headingId} className={styles.name}>
            <ShortText text={title} words={LIST_WORDS.listingName} />
          </h2>
          <p className={styles.meta}>
            {[property.propertyTypeName, place].filter(Boolean).join(' · ') || <Trans>Details not added yet</Trans>}
          </p>
          {facts.length > 0 ? <p className={styles.facts}>{facts.join(' · ')}</p> : null}
          <p className={styles.meta}>
            <span className={styles.code}>{property.code}</span> · {property.planDisplayName ?? <Trans>No plan yet</Trans>} · {t`Updated ${updated}`}
          </p>
          {isStoppingNote(property.moderationNote, property.status) ? (
            <ModerationNoteCallout note={property.moderationNote}>
              {property.status === 'suspended' ? <p className={styles.meta}>
                  <Trans>Contact our team to list it again.</Trans>
                </p> : null}
            </ModerationNoteCallout>
          ) : null}
          <div className={styles.actions}>
            <Link to={primary.to} aria-label={`${primaryLabel} ${title}`} className="btn btn-primary btn-small">
              {primaryLabel}
            </Link>
            {menuItems.length > 0 ? <ActionMenu label={t`More actions for ${title}`} items={menuItems} align="start" /> : null}
          </div>
        </div>
      </article>
      {pause.dialog}
    </li>
  );
}
