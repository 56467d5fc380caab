import { Link } from 'react-router-dom';
import { stepPath } from '../../machines/wizard-steps';
import { Trans, useLingui } from '@lingui/react/macro';
import styles from './payout-details-callout.module.css';

/**
 * Asks for the bank details of a live listing whose plan now pays out (src/shared/payout-details.ts),
 * calmly: a note with a link to the listing's payments step, not an error. The dashboard names the
 * listing; on the listing's own page its name is already the heading.
 */
export function PayoutDetailsCallout({ propertyId, name }: { propertyId: number; name?: string | null }) {
  const { t } = useLingui();
  return (
    <div className={styles.callout} role="note" aria-label={t`Bank details needed`}>
      <p>
        {name ? <strong>{name}: </strong> : null}
        <Trans>Your plan now pays you out. Add your bank details so we can send your payouts.</Trans>
      </p>
      <Link to={stepPath('final/01', propertyId)} className="btn btn-primary btn-small">
        <Trans>Add bank details</Trans>
      </Link>
    </div>
  );
}
