import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../../openapi/schema';
import type { WizardListing } from '../../../../machines/wizard.machine';
import { propertyCode } from '../../../shared/property-code';
import { StatusBadge } from '../../../components/listing-status-badge';
import styles from './finish-step.module.css';

type ListingHost = components['schemas']['ListingHost'];

/** The host of a listing read by an admin; the server sends it to admins only (like the history). */
export function adminHostOf(listing: WizardListing | null): ListingHost | null {
  const host = listing?.host as ListingHost | undefined;
  return host && typeof host.email === 'string' ? host : null;
}

/**
 * What an admin who came from the admin panel (/admin-edit-property/{id}) needs before touching
 * anything: which listing, whose, and in which state.
 */
export function AdminEditSummary({ listing, host }: { listing: WizardListing; host: ListingHost }) {
  const { t } = useLingui();
  const name = typeof listing.name === 'string' && listing.name.trim() !== '' ? listing.name : t`Unnamed listing`;
  const code = propertyCode(listing.id);
  return (
    <section aria-labelledby="admin-edit-title" className={styles.adminSummary}>
      <h2 id="admin-edit-title" className={styles.partTitle}>
        <Trans>
          You are editing {name} ({code}) for its host
        </Trans>
      </h2>
      <dl className={styles.adminFacts}>
        <dt>
          <Trans>Host</Trans>
        </dt>
        <dd>
          {host.name || t`No name given`} · <a href={`mailto:${host.email}`}>{host.email}</a>
        </dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          <StatusBadge status={listing.status} />
        </dd>
      </dl>
      <p>
        <Trans>Changes you save here are saved to the host's listing. Submitting it for review is left to the host.</Trans>
      </p>
    </section>
  );
}
