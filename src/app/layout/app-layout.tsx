import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import type { ShellContext } from '../shell-context';
import { clearSessionView, readSessionView } from '../session-view';
import { choosePlanTarget, startListingTarget } from '../start-listing';
import { Navbar } from './navbar';
import { RoutePending } from './route-pending';
import styles from './app-layout.module.css';

// The footer is never above the fold on first paint, so it loads beside the screen, not before it.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

export function AppLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  // Re-read on every navigation so logging in or out elsewhere shows up; replaced by the session machine.
  const session = useMemo(() => readSessionView(), [location.key]);
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  const shell = useMemo<ShellContext>(
    () => ({
      session,
      startListing: () => navigate(startListingTarget(session)),
      choosePlan: (plan) => navigate(choosePlanTarget(session, plan)),
    }),
    [session, navigate],
  );

  // Move focus to the new page so keyboard and screen reader users start at its content.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!location.hash) main.current?.focus({ preventScroll: true });
  }, [location.pathname, location.hash]);

  const logout = () => {
    clearSessionView();
    navigate('/', { replace: true });
  };

  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <Navbar {...session} onStartListing={shell.startListing} onLogout={logout} />
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        <Suspense fallback={<RoutePending />}>
          <Outlet context={shell} />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer onStartListing={shell.startListing} />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
