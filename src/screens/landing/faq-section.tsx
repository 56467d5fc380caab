import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLoadWhenNear } from './use-load-when-near';
import styles from './faq-section.module.css';

// The accordion (Radix and the answers) sits at the bottom of the page, so its code is not part
// of the page's first load: it loads with the prerendered page's hydration (the HTML holds the
// accordion meanwhile), or when the browser is idle or the section comes near (use-load-when-near).
const FaqAccordion = lazy(() => import('./faq-accordion').then((m) => ({ default: m.FaqAccordion })));

function FaqPending() {
  return <div className={styles.pending} aria-hidden="true" />;
}

export function FaqSection() {
  const [ref, near] = useLoadWhenNear();
  return (
    <section ref={ref} className={styles.section} aria-labelledby="faq-title" id="faq">
      <div className={`container ${styles.inner}`}>
        <div className={styles.intro}>
          <p className="eyebrow">
            <Trans>FAQ</Trans>
          </p>
          <h2 id="faq-title">
            <Trans>Frequently asked questions</Trans>
          </h2>
          <p>
            <Trans>Everything hosts ask us before they list. Still unsure? Our support team is one call away.</Trans>
          </p>
        </div>
        {near ? (
          <Suspense fallback={<FaqPending />}>
            <FaqAccordion />
          </Suspense>
        ) : (
          <FaqPending />
        )}
      </div>
    </section>
  );
}
