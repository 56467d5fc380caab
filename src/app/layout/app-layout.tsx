import { lazy, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Navigate, Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { ADMIN_HOME, isFocusedWizardPath, isHostOnly, needsSignIn } from '../route-paths';
import type { ShellContext } from '../shell-context';
import { sendToSession, sessionIsRedirecting, setSessionNavigator } from '../session-store';
import { isAdmin, useLayoutSessionView } from '../use-session';
import { choosePlan, listingFlowStore, setListingEffects, startListing } from '../start-listing';
import { useLoader } from '../providers';
import { useAccountLocale } from '../i18n/use-locale';
import { Navbar } from './navbar';
import { WizardHeader } from './wizard-header';
import { RoutePending } from './route-pending';
import styles from './app-layout.module.css';

// The footer is never above the fold on first paint, so it loads beside the screen, not before it.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
/**
 * The shell around every screen. `inquiryDialog` is the inquiry screen's dialog, given by the router
 * (the composition root), since the layout is what screens sit on and imports none of them. It
 * mounts once the start-listing flow has loaded (the first plan card click).
 */
export function AppLayout({ inquiryDialog }: { inquiryDialog: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const { signedIn, user, isProfileCompleted } = useLayoutSessionView();
  const session = useMemo(() => ({ user, isProfileCompleted }), [user, isProfileCompleted]);
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  useAccountLocale(user);
  // The wizard is a focused flow: a slim header (the step, its progress, "Save & exit") instead of
  // the navbar, the tab bar and the footer. The wizard's screen fills the header's slot.
  const focusedWizard = isFocusedWizardPath(location.pathname);
  const [wizardHeaderSlot, setWizardHeaderSlot] = useState<HTMLElement | null>(null);

  const shell = useMemo<ShellContext>(
    () => ({
      session,
      startListing,
      choosePlan,
      wizardHeaderSlot: focusedWizard ? wizardHeaderSlot : null,
    }),
    [session, focusedWizard, wizardHeaderSlot],
  );

  // The session's redirects (logout, an expired session, a 403) go through the router.
  useEffect(() => setSessionNavigator((to) => navigate(to, { replace: true })), [navigate]);
  const { showLoader, hideLoader } = useLoader();
  useEffect(() => setListingEffects({ navigate: (to) => navigate(to), showLoader, hideLoader }), [navigate, showLoader, hideLoader]);
  const listingFlowLoaded = useSyncExternalStore(listingFlowStore.subscribe, listingFlowStore.isLoaded, listingFlowStore.isLoaded);

  // Move focus to the new page so keyboard and screen reader users start at its content.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!location.hash) main.current?.focus({ preventScroll: true });
  }, [location.pathname, location.hash]);

  const logout = () => sendToSession({ type: 'session.logout' });

  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        <Trans>Skip to main content</Trans>
      </a>
      {focusedWizard ? (
        <WizardHeader slotRef={setWizardHeaderSlot} signedIn={signedIn} />
      ) : (
        <Navbar {...session} onStartListing={shell.startListing} onLogout={logout} />
      )}
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        {/* The next page's route is loading its data (src/app/router.tsx); this one stays meanwhile. */}
        {navigation.state === 'loading' ? <RoutePending /> : null}
        <Suspense fallback={<RoutePending />}>
          {needsSignIn(location.pathname) && !signedIn ? (
            sessionIsRedirecting(location.pathname + location.search) ? (
              <RoutePending />
            ) : (
              <Navigate to="/login" replace state={{ from: location.pathname }} />
            )
          ) : user && isAdmin(user) && isHostOnly(location.pathname) ? (
            <Navigate to={ADMIN_HOME} replace />
          ) : (
            <Outlet context={shell} />
          )}
        </Suspense>
      </main>
      {/* The marketing footer is for visitors and public pages; the signed-in app is a tool. */}
      {needsSignIn(location.pathname) || focusedWizard ? null : (
        <Suspense fallback={null}>
          <Footer onStartListing={shell.startListing} />
        </Suspense>
      )}
      {listingFlowLoaded ? (
        <Suspense fallback={null}>{inquiryDialog}</Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
