import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../config';
import { useReadyOnceHydrated } from '../use-hydrated';
import { GUEST_SITE_URL, SOCIAL_LINKS, SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_HREF } from '../contact';
import { BrandLogo } from './brand-logo';
import { SocialIcon } from './social-icon';
import styles from './footer.module.css';

const HOSTING_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/plan-selection', label: 'Plans' },
  { to: '/listed-properties', label: 'Listed Properties' },
  { to: '/coming-soon', label: 'Host Mobile App' },
];

const LEGAL_LINKS = [
  { to: '/about-us', label: 'About Us' },
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

export function Footer({ onStartListing }: { onStartListing: () => void }) {
  // Prerendered with / and /login.
  const readyOnceHydrated = useReadyOnceHydrated();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <BrandLogo tone="deep" />
          <p>
            The host portal of {PRODUCT_NAME}: list your guest house, villa or apartment and welcome travellers from
            across Sri Lanka and the world.
          </p>
          <div className={styles.ctas}>
            <button type="button" className={`btn btn-small ${styles.start}`} {...readyOnceHydrated} onClick={onStartListing}>
              Start Listing
            </button>
            <a href={GUEST_SITE_URL} className={`btn btn-small ${styles.find}`}>
              Find Your Stay
            </a>
          </div>
        </div>

        <nav aria-label="Footer" className={styles.column}>
          <h2 className={styles.heading}>Hosting</h2>
          <ul className={styles.list}>
            {HOSTING_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Legal" className={styles.column}>
          <h2 className={styles.heading}>Company</h2>
          <ul className={styles.list}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.column}>
          <h2 className={styles.heading}>Host Support</h2>
          <ul className={styles.list}>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
            <li>
              <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE_DISPLAY}</a>
            </li>
            <li className={styles.note}>{SUPPORT_HOURS}</li>
          </ul>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  <SocialIcon network={link.network} />
                  <span className="visually-hidden">
                    {PRODUCT_NAME} on {link.network} (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved. Made in Sri Lanka.
        </p>
      </div>
    </footer>
  );
}
