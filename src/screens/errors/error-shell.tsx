import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { BrandMark } from '../../app/layout/brand-logo';
import styles from './error-shell.module.css';

/** A page of its own (no navbar) for not-found and error screens: logo, one header action, content. */
export function ErrorShell({ headerAction, children }: { headerAction: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <a href="/" className={styles.logo}>
            <BrandMark />
            <span className="visually-hidden">
              <Trans>Home</Trans>
            </span>
          </a>
          {headerAction}
        </div>
      </header>
      <main id="main" className={`container ${styles.main}`}>
        {children}
      </main>
    </div>
  );
}
