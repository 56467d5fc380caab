import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { ADMIN_PANEL_URL, GUEST_SITE_URL } from '../contact';
import { useReadyOnceHydrated } from '../use-hydrated';
import { isAdmin, type StoredUser } from '../use-session';
import { LanguageSwitcher } from './language-switcher';
import styles from './account-menu.module.css';
import { useDismiss } from '../../components/use-dismiss';

type AccountProps = { user: StoredUser; isProfileCompleted: boolean; onLogout: () => void; onNavigate?: () => void };

/** Pixels per place; each has a class of the same name (a style attribute would break the CSP in server-rendered HTML). */
const AVATAR_PX = { menu: 36, sidebar: 40 } as const;

export function Avatar({ user, size = 'menu' }: { user: StoredUser; size?: keyof typeof AVATAR_PX }) {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const className = `${styles.avatar} ${styles[size]}`;
  return user.file?.smallPath ? (
    <img className={className} src={user.file.smallPath} alt="" width={AVATAR_PX[size]} height={AVATAR_PX[size]} />
  ) : (
    <span className={className} aria-hidden="true">
      {initials}
    </span>
  );
}

/** The popover's content; the mobile sidebar shows the same list. */
export function AccountItems({ user, isProfileCompleted, onLogout, onNavigate }: AccountProps) {
  const admin = isAdmin(user);
  const { firstName } = user;
  return (
    <>
      <p className={styles.welcome}>
        <Trans>Welcome, {firstName}</Trans>
      </p>
      {!admin && !isProfileCompleted ? (
        <Link to="/profile" className={styles.incomplete} onClick={onNavigate}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <path d="M10 2l8.5 15h-17z" fill="currentColor" />
            <path d="M10 8v4M10 14.5v.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <Trans>Incomplete Profile</Trans>
        </Link>
      ) : null}
      <ul className={styles.list}>
        {/* Always here: once the profile is complete nothing else leads back to booking alerts and two-step sign-in. */}
        <li>
          <Link to="/profile" className={styles.item} onClick={onNavigate}>
            <Trans>Profile and settings</Trans>
          </Link>
        </li>
        <li>
          {admin ? (
            <a className={styles.item} href={ADMIN_PANEL_URL}>
              <Trans>Switch to Admin Panel</Trans>
            </a>
          ) : (
            <a className={styles.item} href={GUEST_SITE_URL}>
              <Trans>Switch to Guest</Trans>
            </a>
          )}
        </li>
        <li>
          <button type="button" className={styles.item} onClick={onLogout}>
            <Trans>Log Out</Trans>
          </button>
        </li>
      </ul>
      <div className={styles.language}>
        <LanguageSwitcher signedIn />
      </div>
    </>
  );
}

/** Avatar button with a small disclosure panel; closes on Escape, outside click and focus leaving. */
export function AccountMenu(props: AccountProps) {
  const [open, setOpen] = useState(false);
  // Rendered by the server with a host's /dashboard and /calendar: not ready until hydrated.
  const readyOnceHydrated = useReadyOnceHydrated();
  const panelId = useId();
  const { firstName } = props.user;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useDismiss(open, setOpen, root, button);

  return (
    <div
      ref={root}
      className={styles.root}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        {...readyOnceHydrated}
      >
        <Avatar user={props.user} />
        <span className="visually-hidden">
          <Trans>Account menu for {firstName}</Trans>
        </span>
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" className={styles.chevron}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <AccountItems {...props} onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}
