import { Trans, useLingui } from '@lingui/react/macro';
import { YesNoField } from '../../../components/yes-no-field';
import { problemOf, type StepBodyProps } from '../step-types';
import { formatMoney } from '../../../shared/format';
import { discounted } from './money';
import { listingCurrency, listingNightlyPrice, type NewListingDiscountValues } from './property-step-values';
import styles from './step-forms.module.css';

/** The offer itself (DOMAIN.md, property/14). */
const PERCENT = 20;
const BOOKINGS = 3;
const DAYS = 90;

/** property/14: opt in to a welcome discount that helps a new listing earn its first reviews. */
export function NewListingDiscountStep({ listing, values, issues, onChange }: StepBodyProps<NewListingDiscountValues>) {
  const price = listingNightlyPrice(listing);
  const currency = listingCurrency(listing);
  const { t } = useLingui();
  const percent = PERCENT;
  const bookings = BOOKINGS;
  const days = DAYS;
  const before = price !== null ? formatMoney(price, currency) : '';
  const after = price !== null ? formatMoney(discounted(price, PERCENT), currency) : '';
  const example = price !== null ? ` ${t`For example, ${before} a night becomes ${after}.`}` : '';
  return (
    <div className={styles.stack}>
      <p className={styles.note}>
        <Trans>
          New listings without reviews are easy to pass by. A welcome discount brings in your first guests sooner, and their reviews
          keep bringing more. It ends on its own; you do not need to remember to switch it off.
        </Trans>
      </p>
      <YesNoField
        legend={t`Offer the new listing discount?`}
        name="optIn"
        value={values.optIn}
        error={problemOf(issues, 'optIn')}
        hint={`${t`Your first ${bookings} bookings, or bookings in your first ${days} days, whichever ends first, get ${percent} % off.`}${example} ${t`Without it, guests pay your normal prices from the start.`}`}
        labels={{ yes: t`Yes, offer ${percent} % off`, no: t`No, thanks` }}
        onChange={(optIn) => onChange({ optIn })}
      />
    </div>
  );
}
