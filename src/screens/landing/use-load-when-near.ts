import { useEffect, useRef, useState } from 'react';
import { useHydrating } from '../../app/use-hydrated';

/**
 * For the landing page's lower sections: true once the section comes within 800 px of the
 * viewport or the browser is idle, so their code is not part of the page's first load.
 * True from the start when the page is prerendered and when it hydrates that HTML: the HTML then
 * holds the section itself, and React keeps it as it is until the section's code arrives. A
 * placeholder there would move the page when the section replaced it (by up to 645 px in Tamil at
 * 375 px wide), under the finger of a host about to tap a link below it.
 */
export function useLoadWhenNear() {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(useHydrating());
  useEffect(() => {
    if (near) return;
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '800px 0px',
    });
    observer.observe(node);
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2500));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setNear(true));
    return () => {
      observer.disconnect();
      cancelIdle(handle);
    };
  }, [near]);
  return [ref, near] as const;
}
