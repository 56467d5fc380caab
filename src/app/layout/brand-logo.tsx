import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME, PRODUCT_TAG } from '../config';
import styles from './brand-logo.module.css';

/** The mark: a lagoon-coloured tile with a wave and a rising sun. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" className={styles.mark}>
      <rect width="32" height="32" rx="8" fill="#0b6b69" />
      <circle cx="20" cy="12" r="5" fill="#f2b84b" />
      <path d="M4 21c3-3 6-3 9 0s6 3 9 0 5-3 6-2v7H4z" fill="#9fe3de" />
      <path d="M4 25c3-2.5 6-2.5 9 0s6 2.5 9 0 5-2.5 6-1.5V28H4z" fill="#fff" />
    </svg>
  );
}

export function BrandLogo({ tone = 'light' }: { tone?: 'light' | 'deep' }) {
  return (
    <Link to="/" className={`${styles.logo} ${tone === 'deep' ? styles.deep : ''}`}>
      <BrandMark />
      <span className={styles.word}>{PRODUCT_NAME}</span>
      <span className={styles.tag}>{PRODUCT_TAG}</span>
      <span className="visually-hidden">
        {' '}
        <Trans comment="After the brand name in the logo link, read by screen readers: '… Host home'">home</Trans>
      </span>
    </Link>
  );
}
