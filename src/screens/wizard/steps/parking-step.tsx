import { Trans, useLingui } from '@lingui/react/macro';
import { ChoiceCards } from '../../../components/choice-cards';
import formStyles from '../../../components/form-controls.module.css';
import { problemOf, type StepBodyProps } from '../step-types';
import { listingCurrency, type ParkingValues } from './property-step-values';
import { NumberField } from './step-fields';
import styles from './step-forms.module.css';

type Kind = NonNullable<ParkingValues['parking']>;
type Place = NonNullable<ParkingValues['location']>;

/** property/11: parking, and only when there is some: where it is, its daily price if paid, and reservation. */
export function ParkingStep({ listing, values, issues, onChange }: StepBodyProps<ParkingValues>) {
  const { t } = useLingui();
  const currency = listingCurrency(listing);
  const kindChoices = [
    { value: 'none', label: t`No parking`, description: t`Guests arrive by tuk-tuk, taxi, bus or train.` },
    { value: 'free', label: t`Free parking`, description: t`Guests park at no extra cost.` },
    { value: 'paid', label: t`Paid parking`, description: t`Guests pay a daily charge to park.` },
  ] as const;
  const placeChoices = [
    { value: 'onsite', label: t`On site`, description: t`At the property, in a garage, driveway or compound.` },
    { value: 'offsite', label: t`Nearby`, description: t`Off the property, such as a public car park or a neighbour’s land.` },
  ] as const;
  const set = (patch: Partial<ParkingValues>) => onChange({ ...values, ...patch });
  return (
    <div className={styles.stack}>
      <ChoiceCards<Kind>
        legend={t`Is there parking for guests?`}
        name="parking"
        value={values.parking}
        error={problemOf(issues, 'parking')}
        choices={kindChoices}
        onChange={(parking) => set({ parking })}
      />
      {values.parking === 'paid' ? (
        <NumberField
          label={t`Parking price per day (${currency})`}
          name="pricePerDay"
          value={values.pricePerDay}
          placeholder={currency === 'USD' ? t`e.g. 5` : t`e.g. 1,000`}
          hint={t`In the same currency as your nightly price.`}
          error={problemOf(issues, 'pricePerDay')}
          onValueChange={(pricePerDay) => set({ pricePerDay })}
        />
      ) : null}
      {values.parking === 'free' || values.parking === 'paid' ? (
        <>
          <section className={styles.stack}>
            <h2 className={styles.sectionTitle}>
              <Trans>Where is the parking?</Trans>
            </h2>
            <ChoiceCards<Place>
              legend={t`Where is the parking?`}
              name="location"
              value={values.location}
              error={problemOf(issues, 'location')}
              choices={placeChoices}
              onChange={(location) => set({ location })}
            />
          </section>
          <div className={styles.fieldset}>
            <label className={formStyles.checkbox}>
              <input
                type="checkbox"
                name="reservationNeeded"
                checked={values.reservationNeeded}
                onChange={(event) => set({ reservationNeeded: event.target.checked })}
              />
              <span>
                <Trans>Guests need to reserve a parking space before they arrive</Trans>
              </span>
            </label>
            {problemOf(issues, 'reservationNeeded') ? <p className={styles.fieldError}>{problemOf(issues, 'reservationNeeded')}</p> : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
