import { Link } from 'react-router-dom';
import type { StepBodyProps } from '../step-types';
import styles from './steps.module.css';

/** complete: submitted, with what happens next and where to go from here. */
export function CompleteStep({ listing }: StepBodyProps) {
  if (!listing) return null;
  const id = listing.id;
  return (
    <div className={styles.stack}>
      <p className={styles.lead}>
        Thank you. Our team reviews new listings within two working days and emails you the result. While you wait, you can get
        your calendar ready.
      </p>
      <ol className={styles.parts}>
        <li className={styles.part}>
          <span className={styles.partNumber} aria-hidden="true">
            1
          </span>
          <div>
            <h2 className={styles.partTitle}>Set your calendar</h2>
            <p>
              Block nights you are not available and adjust prices. <Link to={`/calendar?propertyId=${id}`}>Open the calendar</Link>
            </p>
          </div>
        </li>
        <li className={styles.part}>
          <span className={styles.partNumber} aria-hidden="true">
            2
          </span>
          <div>
            <h2 className={styles.partTitle}>Connect your other listings</h2>
            <p>
              Sync with Airbnb or Booking.com through iCal so you are never double-booked.{' '}
              <Link to={`/synchronize/${id}`}>Synchronize</Link>
            </p>
          </div>
        </li>
        <li className={styles.part}>
          <span className={styles.partNumber} aria-hidden="true">
            3
          </span>
          <div>
            <h2 className={styles.partTitle}>See it as guests will</h2>
            <p>
              <Link to={`/view/${id}`}>View your property</Link> or go to your <Link to="/listed-properties">listed properties</Link>.
            </p>
          </div>
        </li>
      </ol>
    </div>
  );
}
