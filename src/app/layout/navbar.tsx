import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionView } from '../use-session';
import { useReadyOnceHydrated } from '../use-hydrated';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';
import { navItemsFor } from './nav-items';
import styles from './navbar.module.css';

// Radix Dialog only loads when someone opens the menu, and the account menu only for signed-in
// users, which keeps both off the landing page's first load for visitors.
const MobileSidebar = lazy(() => import('./mobile-sidebar').then((m) => ({ default: m.MobileSidebar })));
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
// The phone tab bar is for signed-in users only, so it stays off a visitor's first load too.
const TabBar = lazy(() => import('./tab-bar').then((m) => ({ default: m.TabBar })));

export type NavbarProps = SessionView & {
  onStartListing: () => void;
  onLogout: () => void;
};

/** The top bar in its logged-out and logged-in shapes. Pure: everything comes in as props. */
export function Navbar(props: NavbarProps) {
  const { user, isProfileCompleted, onStartListing, onLogout } = props;
  const items = navItemsFor(user);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  // Which button opened the drawer gets focus back when it closes: the hamburger or the tab bar's More.
  const [openedFrom, setOpenedFrom] = useState<'hamburger' | 'more'>('hamburger');
  // Prerendered with / and /login, and rendered by the server with a host's /dashboard and /calendar.
  const readyOnceHydrated = useReadyOnceHydrated();
  const { t, i18n } = useLingui();

  return (
    <>
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <BrandLogo />
          {user ? (
            <nav aria-label={t`Main`} className={styles.nav}>
              <ul className={styles.links}>
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={styles.link}>
                      {i18n._(item.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className={styles.actions}>
            {user ? (
              <>
                <button type="button" className={`btn btn-primary btn-small ${styles.wide}`} onClick={onStartListing} {...readyOnceHydrated}>
                  <Trans>List Your Property</Trans>
                </button>
                <Suspense fallback={<span className={styles.avatarSlot} aria-hidden="true" />}>
                  <AccountMenu user={user} isProfileCompleted={isProfileCompleted} onLogout={onLogout} />
                </Suspense>
              </>
            ) : (
              <>
                {/* Signed in, the account menu holds the language (account-menu.tsx). */}
                <LanguageSwitcher signedIn={false} />
                <Link to="/login" className={`btn btn-ghost btn-small ${styles.medium}`}>
                  <Trans>Login</Trans>
                </Link>
                <Link to="/sign-up" className={`btn btn-primary btn-small ${styles.medium}`}>
                  <Trans>Signup</Trans>
                </Link>
              </>
            )}
            <button
              ref={hamburger}
              type="button"
              className={styles.hamburger}
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
              {...readyOnceHydrated}
              onClick={() => {
                setOpenedFrom('hamburger');
                setMenuRequested(true);
                setMenuOpen(true);
              }}
              onPointerEnter={() => setMenuRequested(true)}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">
                <Trans>Open menu</Trans>
              </span>
            </button>
          </div>
        </div>
        {menuRequested ? (
          <Suspense fallback={null}>
            <MobileSidebar
              {...props}
              items={items}
              open={menuOpen}
              onOpenChange={setMenuOpen}
              returnFocusTo={openedFrom === 'more' ? moreButton : hamburger}
            />
          </Suspense>
        ) : null}
      </header>
      {user ? (
        <Suspense fallback={null}>
          <TabBar
            ref={moreButton}
            user={user}
            moreOpen={menuOpen && openedFrom === 'more'}
            onMoreIntent={() => setMenuRequested(true)}
            onMore={() => {
              setOpenedFrom('more');
              setMenuRequested(true);
              setMenuOpen(true);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
