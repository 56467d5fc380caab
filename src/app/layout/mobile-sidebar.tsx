import * as Dialog from '@radix-ui/react-dialog';
import '../../components/style-nonce';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { AccountItems, Avatar } from './account-menu';
import { BrandMark } from './brand-logo';
import type { NavbarProps } from './navbar';
import type { NavItem } from './nav-items';
import styles from './mobile-sidebar.module.css';

type MobileSidebarProps = NavbarProps & {
  items: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The navbar's items in a drawer for small screens. Radix traps focus; closing returns it to the
 * hamburger, which lives outside this lazily loaded chunk. */
export function MobileSidebar({ user, isProfileCompleted, onStartListing, onLogout, items, open, onOpenChange, returnFocusTo }: MobileSidebarProps) {
  const close = () => onOpenChange(false);
  const { t, i18n } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.drawer}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>
              <BrandMark size={28} />
              <Trans>Menu</Trans>
            </Dialog.Title>
            <Dialog.Close className={styles.close}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">
                <Trans>Close menu</Trans>
              </span>
            </Dialog.Close>
          </div>
          {user ? (
            <>
              <div className={styles.user}>
                <Avatar user={user} size="sidebar" />
                <span>
                  {user.firstName} {user.lastName}
                </span>
              </div>
              <nav aria-label={t`Mobile`}>
                <ul className={styles.links}>
                  {items.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} className={styles.link} onClick={close}>
                        {i18n._(item.label)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <button
                type="button"
                className="btn btn-primary btn-block"
                onClick={() => {
                  close();
                  onStartListing();
                }}
              >
                <Trans>List Your Property</Trans>
              </button>
              <div className={styles.account}>
                <AccountItems
                  user={user}
                  isProfileCompleted={isProfileCompleted}
                  onNavigate={close}
                  onLogout={() => {
                    close();
                    onLogout();
                  }}
                />
              </div>
            </>
          ) : (
            <div className={styles.guest}>
              <p>
                <Trans>Sign in to manage your listings, calendar and payouts.</Trans>
              </p>
              <Link to="/login" className="btn btn-outline btn-block" onClick={close}>
                <Trans>Login</Trans>
              </Link>
              <Link to="/sign-up" className="btn btn-primary btn-block" onClick={close}>
                <Trans>Signup</Trans>
              </Link>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
