import { Link } from 'react-router-dom';
import { BrandMark } from './brand-logo';
import { PRODUCT_NAME } from '../config';
import styles from './wizard-header.module.css';

/**
 * The wizard's slim header (a banner landmark, first in the tab order after the skip link): the
 * mark, which leads home, and a slot the wizard's screen fills with its step, progress and
 * "Save & exit" (src/screens/wizard/wizard-progress.tsx), since only the screen knows the listing.
 */
export function WizardHeader({ slotRef }: { slotRef: (element: HTMLElement | null) => void }) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.home}>
          <BrandMark size={28} />
          <span className="visually-hidden">{PRODUCT_NAME} home</span>
        </Link>
        <div ref={slotRef} className={styles.slot} />
      </div>
    </header>
  );
}
