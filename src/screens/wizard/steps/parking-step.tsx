import { ChoiceCards } from '../../../components/choice-cards';
import formStyles from '../../../components/form-controls.module.css';
import { problemOf, type StepBodyProps } from '../step-types';
import { listingCurrency, type ParkingValues } from './property-step-values';
import { NumberField } from './step-fields';
import styles from './step-forms.module.css';

type Kind = NonNullable<ParkingValues['parking']>;
type Place = NonNullable<ParkingValues['location']>;

const KIND_CHOICES = [
  { value: 'none', label: 'No parking', description: 'Guests arrive by tuk-tuk, taxi, bus or train.' },
  { value: 'free', label: 'Free parking', description: 'Guests park at no extra cost.' },
  { value: 'paid', label: 'Paid parking', description: 'Guests pay a daily charge to park.' },
] as const;

const PLACE_CHOICES = [
  { value: 'onsite', label: 'On site', description: 'At the property, in a garage, driveway or compound.' },
  { value: 'offsite', label: 'Nearby', description: 'Off the property, such as a public car park or a neighbour’s land.' },
] as const;

/** property/11: parking, and only when there is some: where it is, its daily price if paid, and reservation. */
export function ParkingStep({ listing, values, issues, onChange }: StepBodyProps<ParkingValues>) {
  const currency = listingCurrency(listing);
  const set = (patch: Partial<ParkingValues>) => onChange({ ...values, ...patch });
  return (
    <div className={styles.stack}>
      <ChoiceCards<Kind>
        legend="Is there parking for guests?"
        name="parking"
        value={values.parking}
        error={problemOf(issues, 'parking')}
        choices={KIND_CHOICES}
        onChange={(parking) => set({ parking })}
      />
      {values.parking === 'paid' ? (
        <NumberField
          label={`Parking price per day (${currency})`}
          name="pricePerDay"
          value={values.pricePerDay}
          placeholder={currency === 'USD' ? 'e.g. 5' : 'e.g. 1,000'}
          hint="In the same currency as your nightly price."
          error={problemOf(issues, 'pricePerDay')}
          onValueChange={(pricePerDay) => set({ pricePerDay })}
        />
      ) : null}
      {values.parking === 'free' || values.parking === 'paid' ? (
        <>
          <section className={styles.stack}>
            <h2 className={styles.sectionTitle}>Where is the parking?</h2>
            <ChoiceCards<Place>
              legend="Where is the parking?"
              name="location"
              value={values.location}
              error={problemOf(issues, 'location')}
              choices={PLACE_CHOICES}
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
              <span>Guests need to reserve a parking space before they arrive</span>
            </label>
            {problemOf(issues, 'reservationNeeded') ? <p className={styles.fieldError}>{problemOf(issues, 'reservationNeeded')}</p> : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
