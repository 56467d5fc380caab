import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { BrandMark } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';
import { PRODUCT_NAME } from '../config';
import styles from './wizard-header.module.css';

/**
 * The wizard's slim header (a banner landmark, first in the tab order after the skip link): the
 * mark, which leads home, the language (so a host can change it without leaving the wizard), and
 * a slot the wizard's screen fills with its step, progress and "Save & exit"
 * (src/screens/wizard/wizard-progress.tsx), since only the screen knows the listing.
 */
export function WizardHeader({ slotRef, signedIn }: { slotRef: (element: HTMLElement | null) => void; signedIn: boolean }) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.home}>
          <BrandMark size={28} />
          <span className="visually-hidden">
            <Trans>{PRODUCT_NAME} home</Trans>
          </span>
        </Link>
        {/* Before the slot: "Save & exit" stays the last stop before the step's heading. */}
        <div className={styles.language}>
          <LanguageSwitcher signedIn={signedIn} />
        </div>
        <div ref={slotRef} className={styles.slot} />
      </div>
    </header>
  );
}
