import { useLingui } from '@lingui/react/macro';
import { ChoiceCards } from '../../../components/choice-cards';
import { problemOf, type StepBodyProps } from '../step-types';

type BookingType = 'instant' | 'request';
type Values = { bookingType: BookingType | null };

/** property/05: how guests book. */
export function BookingPlanStep({ values, issues, onChange }: StepBodyProps<Values>) {
  const { t } = useLingui();
  const choices = [
    {
      value: 'instant',
      label: t`Instant booking`,
      description: t`Guests book available nights straight away. Most guests prefer it, so listings get more bookings.`,
    },
    { value: 'request', label: t`Request to book`, description: t`You accept or decline each request within 24 hours before it becomes a booking.` },
  ] as const;
  return (
    <ChoiceCards<BookingType>
      legend={t`How guests book`}
      name="bookingType"
      value={values.bookingType}
      error={problemOf(issues, 'bookingType')}
      choices={choices}
      onChange={(bookingType) => onChange({ bookingType })}
    />
  );
}
