import { Link } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_NAME } from '../config';
import { useReadyOnceHydrated } from '../use-hydrated';
import { GUEST_SITE_URL, SOCIAL_LINKS, SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_HREF } from '../contact';
import { BrandLogo } from './brand-logo';
import { SocialIcon } from './social-icon';
import styles from './footer.module.css';

const HOSTING_LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/plan-selection', label: msg`Plans` },
  { to: '/listed-properties', label: msg`Listed Properties` },
  { to: '/coming-soon', label: msg`Host Mobile App` },
];

const LEGAL_LINKS = [
  { to: '/about-us', label: msg`About Us` },
  { to: '/terms-and-conditions', label: msg`Terms and Conditions` },
  { to: '/privacy-policy', label: msg`Privacy Policy` },
];

export function Footer({ onStartListing }: { onStartListing: () => void }) {
  // Prerendered with / and /login.
  const readyOnceHydrated = useReadyOnceHydrated();
  const { t, i18n } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <BrandLogo tone="deep" />
          <p>
            <Trans>
              The host portal of {PRODUCT_NAME}: list your guest house, villa or apartment and welcome travellers from
              across Sri Lanka and the world.
            </Trans>
          </p>
          <div className={styles.ctas}>
            <button type="button" className={`btn btn-small ${styles.start}`} {...readyOnceHydrated} onClick={onStartListing}>
              <Trans>Start Listing</Trans>
            </button>
            <a href={GUEST_SITE_URL} className={`btn btn-small ${styles.find}`}>
              <Trans>Find Your Stay</Trans>
            </a>
          </div>
        </div>

        <nav aria-label={t`Footer`} className={styles.column}>
          <h2 className={styles.heading}>
            <Trans>Hosting</Trans>
          </h2>
          <ul className={styles.list}>
            {HOSTING_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{i18n._(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label={t`Legal`} className={styles.column}>
          <h2 className={styles.heading}>
            <Trans>Company</Trans>
          </h2>
          <ul className={styles.list}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{i18n._(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.column}>
          <h2 className={styles.heading}>
            <Trans>Host Support</Trans>
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
            <li>
              <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE_DISPLAY}</a>
            </li>
            <li className={styles.note}>{i18n._(SUPPORT_HOURS)}</li>
          </ul>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map(({ network, href }) => (
              <li key={network}>
                <a href={href} rel="noopener noreferrer" target="_blank">
                  <SocialIcon network={network} />
                  <span className="visually-hidden">
                    <Trans>
                      {PRODUCT_NAME} on {network} (opens in a new tab)
                    </Trans>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          <Trans>
            © {year} {PRODUCT_NAME}. All rights reserved. Made in Sri Lanka.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
