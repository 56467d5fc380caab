import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLoadWhenNear } from './use-load-when-near';
import styles from './faq-section.module.css';

// The accordion (Radix and the answers) sits at the bottom of the page, so it loads when the
// browser is idle or the section comes near the viewport, not on the page's first load.
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
