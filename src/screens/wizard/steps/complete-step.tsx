import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { StepBodyProps } from '../step-types';
import styles from './steps.module.css';

const nextSteps = (id: number): { title: string; text: ReactNode }[] => [
  {
    title: 'Set your calendar',
    text: (
      <>
        Block nights you are not available and adjust prices. <Link to={`/calendar?propertyId=${id}`}>Open the calendar</Link>
      </>
    ),
  },
  {
    title: 'Connect other sites',
    text: (
      <>
        Link your Airbnb or Booking.com calendar so a night booked there closes here, and you are never double-booked. <Link to={`/synchronize/${id}`}>Synchronize</Link>
      </>
    ),
  },
  {
    title: 'See it as guests will',
    text: (
      <>
        <Link to={`/view/${id}`}>View your property</Link> or go to your <Link to="/listed-properties">listed properties</Link>.
      </>
    ),
  },
];

/** complete: submitted, with what happens next and where to go from here. */
export function CompleteStep({ listing }: StepBodyProps) {
  if (!listing) return null;
  return (
    <div className={styles.stack}>
      <p className={styles.lead}>
        Thank you. Our team reviews new listings within two working days and emails you the result. While you wait, you can get
        your calendar ready.
      </p>
      <ol className={styles.parts}>
        {nextSteps(listing.id).map((item, index) => (
          <li key={item.title} className={styles.part}>
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
