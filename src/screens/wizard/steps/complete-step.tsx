import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { StepBodyProps } from '../step-types';
import styles from './steps.module.css';

// Called while rendering, so each Trans reads the active language.
const nextSteps = (id: number): { key: string; title: ReactNode; text: ReactNode }[] => [
  {
    key: 'calendar',
    title: <Trans>Set your calendar</Trans>,
    text: (
      <Trans>
        Block nights you are not available and adjust prices. <Link to={`/calendar?propertyId=${id}`}>Open the calendar</Link>
      </Trans>
    ),
  },
  {
    key: 'sync',
    title: <Trans>Connect other sites</Trans>,
    text: (
      <Trans>
        Link your Airbnb or Booking.com calendar so a night booked there closes here, and you are never double-booked. <Link to={`/synchronize/${id}`}>Synchronize</Link>
      </Trans>
    ),
  },
  {
    key: 'view',
    title: <Trans>See it as guests will</Trans>,
    text: (
      <Trans>
        <Link to={`/view/${id}`}>View your property</Link> or go to your <Link to="/listed-properties">listed properties</Link>.
      </Trans>
    ),
  },
];

/** complete: submitted, with what happens next and where to go from here. */
export function CompleteStep({ listing }: StepBodyProps) {
  if (!listing) return null;
  return (
    <div className={styles.stack}>
      <p className={styles.lead}>
        <Trans>
          Thank you. Our team reviews new listings within two working days and emails you the result. While you wait, you can get your calendar ready.
        </Trans>
      </p>
      <ol className={styles.parts}>
        {nextSteps(listing.id).map((item, index) => (
          <li key={item.key} className={styles.part}>
            <span className={styles.partNumber} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h2 className={styles.partTitle}>{item.title}</h2>
              <p>{item.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
