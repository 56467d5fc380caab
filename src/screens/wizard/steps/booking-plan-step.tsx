import { ChoiceCards } from '../../../components/choice-cards';
import { problemOf, type StepBodyProps } from '../step-types';

type BookingType = 'instant' | 'request';
type Values = { bookingType: BookingType | null };

const CHOICES = [
  { value: 'instant', label: 'Instant booking', description: 'Guests book available nights straight away. Most guests prefer it, so listings get more bookings.' },
  { value: 'request', label: 'Request to book', description: 'You accept or decline each request within 24 hours before it becomes a booking.' },
] as const;

/** property/05: how guests book. */
export function BookingPlanStep({ values, issues, onChange }: StepBodyProps<Values>) {
  return (
    <ChoiceCards<BookingType>
      legend="How guests book"
      name="bookingType"
      value={values.bookingType}
      error={problemOf(issues, 'bookingType')}
      choices={CHOICES}
      onChange={(bookingType) => onChange({ bookingType })}
    />
  );
}
