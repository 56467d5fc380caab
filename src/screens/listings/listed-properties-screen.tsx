import { useActorRef, useSelector } from '@xstate/react';
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
import { formatCount, formatDay, formatMoney } from '../../shared/format';
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

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.header}>
        <div>
          <p className="eyebrow">{admin ? 'Administration' : 'Your listings'}</p>
          <h1>Listed Properties</h1>
        </div>
        {admin ? (
          <Link to="/admin-property-listings" className="btn btn-outline">
            Property Listings
          </Link>
        ) : (
          <Link to="/plan-selection" className="btn btn-outline">
            List Your Property
          </Link>
        )}
      </div>
      {view === 'loading' ? <LoadingState label="Loading your properties…" /> : null}
      {view === 'failed' ? (
        <LoadFailed message={error} onRetry={() => actor.send({ type: 'listed.retry' })} />
      ) : null}
      {view === 'empty' && admin ? (
        <div className={styles.notice}>
          <h2 className={styles.emptyTitle}>Administrator accounts hold no properties</h2>
          <p>Every host's listings, with their status, plan and host, are in Property Listings; review and edit them from there.</p>
          <Link to="/admin-property-listings" className="btn btn-primary">
            Go to Property Listings
          </Link>
        </div>
      ) : view === 'empty' ? (
        <div className={styles.notice}>
          <PropertyPlaceholder className={styles.emptyArt} />
          <h2 className={styles.emptyTitle}>You have not listed a property yet</h2>
          <p>List your guest house, villa or apartment in a few steps. Travellers from around the world find it on our guest site.</p>
          <Link to="/plan-selection" className="btn btn-primary">
            List Your Property
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
            <nav className={styles.pager} aria-label="Pages of your properties">
              <button type="button" className="btn btn-outline btn-small" disabled={!canPrevious || busy} onClick={() => actor.send({ type: 'listed.previous' })}>
                Previous
              </button>
              <span role="status">
                {offset + 1}–{Math.min(offset + page.limit, page.total)} of {page.total}
              </span>
              <button type="button" className="btn btn-outline btn-small" disabled={!canNext || busy} onClick={() => actor.send({ type: 'listed.next' })}>
                Next
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** "3 rooms" for rooms and homestays, "1 unit" for a place let whole; nothing before the first is added. */
function unitsText(property: HostProperty): string | null {
  if (property.unitCount === 0) return null;
  const word = property.isRoomOrHomeStay ? 'room' : 'unit';
  return `${formatCount(property.unitCount)} ${word}${property.unitCount === 1 ? '' : 's'}`;
}

function PropertyCard({ property, onChanged }: { property: HostProperty; onChanged: () => void }) {
  const title = property.name ?? 'Untitled listing';
  const place = [property.city, property.district].filter(Boolean).join(', ');
  const headingId = `property-${property.id}`;
  const { primary, menu } = propertyActions(property);
  const pause = usePauseListing(property, onChanged);
  const menuItems: ActionMenuItem[] = [
    ...menu.map((action) => ({ key: action.key, label: action.label, to: action.to })),
    ...(pause.offered
      ? [{ key: 'pause', label: pause.saving ? 'Saving…' : pause.offered.label, onSelect: pause.choose, danger: pause.offered.action === 'unlist', disabled: pause.saving }]
      : []),
  ];
  const facts = [unitsText(property), property.fromPrice ? `from ${formatMoney(property.fromPrice.amount, property.fromPrice.currency)} a night` : null].filter(Boolean);
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
            <span className={styles.nextStep}>— {NEXT_STEP[property.status]}</span>
          </p>
          <h2 id={headingId} className={styles.name}>
            <ShortText text={title} words={LIST_WORDS.listingName} />
          </h2>
          <p className={styles.meta}>
            {[property.propertyTypeName, place].filter(Boolean).join(' · ') || 'Details not added yet'}
          </p>
          {facts.length > 0 ? <p className={styles.facts}>{facts.join(' · ')}</p> : null}
          <p className={styles.meta}>
            <span className={styles.code}>{property.code}</span> · {property.planDisplayName ?? 'No plan yet'} · Updated {formatDay(property.updatedAt)}
          </p>
          {isStoppingNote(property.moderationNote, property.status) ? (
            <ModerationNoteCallout note={property.moderationNote}>
              {property.status === 'suspended' ? <p className={styles.meta}>Contact our team to list it again.</p> : null}
            </ModerationNoteCallout>
          ) : null}
          <div className={styles.actions}>
            <Link to={primary.to} aria-label={`${primary.label} ${title}`} className="btn btn-primary btn-small">
              {primary.label}
            </Link>
            {menuItems.length > 0 ? <ActionMenu label={`More actions for ${title}`} items={menuItems} align="start" /> : null}
          </div>
        </div>
      </article>
      {pause.dialog}
    </li>
  );
}
