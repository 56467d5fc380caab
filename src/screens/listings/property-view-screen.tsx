import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { propertyViewMachine } from '../../../machines/property-view.machine';
import { actorOptions } from '../../app/inspect';
import { usePlaceMap } from '../../app/use-place-map';
import { PlaceMap } from '../../components/place-map/place-map';
import { PayoutDetailsCallout } from '../../components/payout-details-callout';
import { asksForPayoutDetails } from '../../shared/payout-details';
import { toGuestView, type GuestView } from './guest-view';
import { loadPropertyForView, type PropertyWithReferences } from './load-property-view';
import { ModerationPanel } from '../moderation/moderation-panel';
import { PropertyPlaceholder } from './property-placeholder';
import { RichText } from './rich-text';
import { StatusBadge } from '../../components/listing-status-badge';
import styles from './property-view.module.css';
import { LoadFailed, LoadingState } from '../../components/load-state';

/** /view/{propertyId}: the listing as a guest would see it on the guest site. */
export function PropertyViewScreen() {
  const { propertyId } = useParams();
  // The id is the actor's input, so another id (a link from one view to another) mounts afresh.
  return <PropertyView key={propertyId} propertyId={Number(propertyId)} />;
}

function PropertyView({ propertyId }: { propertyId: number }) {
  const actor = useActorRef(
    propertyViewMachine.provide({ actors: { loadView: fromPromise(({ input }) => loadPropertyForView(input.propertyId)) } }),
    { ...actorOptions(), input: { propertyId } },
  );
  const data = useSelector(actor, (s) => s.context.data as PropertyWithReferences | null);
  const error = useSelector(actor, (s) => s.context.error);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const { t } = useLingui();

  if (failed) {
    return (
      <div className={`container ${styles.page}`}>
        <h1>
          <Trans>View Property</Trans>
        </h1>
        <LoadFailed message={error} onRetry={() => actor.send({ type: 'view.retry' })} />
      </div>
    );
  }
  if (!data) {
    return (
      <div className={`container ${styles.page}`}>
        <h1>
          <Trans>View Property</Trans>
        </h1>
        <LoadingState label={t`Loading the property…`} rows={4} />
      </div>
    );
  }
  return <ModeratedView data={data} />;
}

/**
 * Admins (the only callers whose listing carries its moderation history) moderate above the
 * preview; the preview's status follows each decision.
 */
function ModeratedView({ data }: { data: PropertyWithReferences }) {
  const [listing, setListing] = useState(data.listing);
  const admin = data.listing.moderationHistory !== undefined;
  return (
    <>
      {admin ? (
        <div className={`container ${styles.moderation}`}>
          <ModerationPanel listing={data.listing} onChanged={setListing} />
        </div>
      ) : null}
      {!admin && asksForPayoutDetails({ status: listing.status, planName: listing.planName, bankAccount: listing.steps.payments?.bankAccount }) ? (
        <div className="container">
          <PayoutDetailsCallout propertyId={listing.id} />
        </div>
      ) : null}
      <GuestPage view={toGuestView(data.listing, data.references)} id={listing.id} status={listing.status} admin={admin} />
    </>
  );
}

function GuestPage({ view, id, status, admin }: { view: GuestView; id: number; status: string; admin: boolean }) {
  const [main, ...more] = view.photos;
  const { t } = useLingui();
  const title = view.title;
  const size = view.size;
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.preview} role="note">
        <span>
          {admin ? <Trans>Preview: this is how guests will see this listing.</Trans> : <Trans>Preview: this is how guests will see your listing.</Trans>}{' '}
          <Trans>
            Status <StatusBadge status={status} />
          </Trans>
        </span>
        {admin ? (
          <Link to="/admin-property-listings" className="tap-target">
            <Trans>Back to property listings</Trans>
          </Link>
        ) : (
          <Link to="/listed-properties" className="tap-target">
            <Trans>Back to your properties</Trans>
          </Link>
        )}
      </div>
      <header className={styles.header}>
        {view.typeName ? <p className="eyebrow">{view.typeName}</p> : null}
        <h1 className={styles.title}>{view.title}</h1>
        <p className={styles.location}>{view.locationLine}</p>
      </header>

      <section className={styles.gallery} aria-label={t`Photos`}>
        {main ? (
          <img className={styles.mainPhoto} src={main.url} alt={t`${title}, main photo`} />
        ) : (
          <PropertyPlaceholder className={styles.mainPhoto} />
        )}
        {more.length > 0 ? (
          <ul className={styles.thumbs}>
            {more.map((photo, index) => (
              <li key={photo.id}>
                <img src={photo.thumbnailUrl} alt={t`${title}, photo ${{ number: index + 2 }}`} loading="lazy" />
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <div className={styles.layout}>
        <div className={styles.main}>
          {view.highlights.length > 0 ? (
            <Section title={t`Highlights`}>
              <ul className={styles.chips}>
                {view.highlights.map((h) => (
                  <li key={h.name} title={h.description}>
                    {h.name}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          <Section title={t`About this place`}>
            {view.descriptionHtml ? <RichText html={view.descriptionHtml} className={styles.description} /> : <p>
                <Trans>No description yet.</Trans>
              </p>}
            {view.size ? <p className={styles.muted}>
                <Trans>Size: {size}</Trans>
              </p> : null}
          </Section>
          {view.pin ? <WhereItIs pin={view.pin} title={view.title} /> : null}
          {view.neighbourhood ? (
            <Section title={t`The neighbourhood`}>
              <p>{view.neighbourhood}</p>
            </Section>
          ) : null}
          <Section title={t`Rooms and beds`}>
            {view.units.length > 0 ? (
              <ul className={styles.units}>
                {view.units.map((unit) => (
                  <li key={unit.id}>
                    <h3 className={styles.unitName}>{unit.name}</h3>
                    <p className={styles.muted}>{[unit.category, unit.guests, unit.price].filter(Boolean).join(' · ')}</p>
                    {unit.beds ? <p>{unit.beds}</p> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p>
                <Trans>No rooms added yet.</Trans>
              </p>
            )}
          </Section>
          {view.amenities.length > 0 ? (
            <Section title={t`Amenities`}>
              <dl className={styles.amenities}>
                {view.amenities.map((group) => (
                  <div key={group.category}>
                    <dt>{group.category}</dt>
                    <dd>{group.names.join(', ')}</dd>
                  </div>
                ))}
              </dl>
            </Section>
          ) : null}
          {view.policies.length > 0 ? (
            <Section title={t`House rules`}>
              <ul className={styles.plainList}>
                {view.policies.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Section>
          ) : null}
          {view.languages.length > 0 ? (
            <Section title={t`Staff speak`}>
              <p>{view.languages.join(', ')}</p>
            </Section>
          ) : null}
        </div>
        <aside className={styles.booking} aria-label={t`Price and cancellation`}>
          <p className={styles.price}>{view.price ?? <Trans>Price not set yet</Trans>}</p>
          {view.monthlyRate ? <p className={styles.muted}>{view.monthlyRate}</p> : null}
          <h2 className={styles.asideTitle}>
            <Trans>Cancellation policy</Trans>
          </h2>
          {view.cancellationPolicy ? (
            <>
              <p className={styles.policyName}>{view.cancellationPolicy.name}</p>
              <p className={styles.muted}>{view.cancellationPolicy.description}</p>
            </>
          ) : (
            <p className={styles.muted}>
              <Trans>Not chosen yet</Trans>
            </p>
          )}
          <Link to={`/calendar?propertyId=${id}`} className="btn btn-outline btn-block">
            <Trans>Open the calendar</Trans>
          </Link>
        </aside>
      </div>
    </div>
  );
}

/** The pin on a read-only map, where map tiles are configured; nothing otherwise. */
function WhereItIs({ pin, title }: { pin: { latitude: number; longitude: number }; title: string }) {
  const { settings } = usePlaceMap(null);
  const { t } = useLingui();
  if (!settings?.tileUrl) return null;
  return (
    <Section title={t`Where it is`}>
      <PlaceMap settings={settings} latitude={pin.latitude} longitude={pin.longitude} label={t`Map showing where ${title} is`} />
    </Section>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
