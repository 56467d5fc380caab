import type { CSSProperties } from 'react';
import * as Accordion from '@radix-ui/react-accordion';
import { useLingui } from '@lingui/react';
import { useReadyOnceHydrated } from '../../app/use-hydrated';
import { FAQ } from './faq.content';
import styles from './faq-section.module.css';

// Radix gives the measured height of an answer two names: --radix-collapsible-content-height, set
// once measured, and --radix-accordion-content-height, an alias it writes as an inline style on
// every answer. The page prerendered with the accordion may hold no style attribute (the CSP
// refuses them in HTML), so the alias is left out and the CSS reads the measured height itself.
const WITHOUT_HEIGHT_ALIAS = { '--radix-accordion-content-height': undefined, '--radix-accordion-content-width': undefined } as CSSProperties;

/** Eight questions; one answer open at a time, and the open one can be closed again. */
export function FaqAccordion() {
  const { _ } = useLingui();
  const readyOnceHydrated = useReadyOnceHydrated();
  return (
    <Accordion.Root type="single" collapsible className={styles.list}>
      {FAQ.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className={styles.item}>
          <Accordion.Header className={styles.header}>
            <Accordion.Trigger className={styles.trigger} {...readyOnceHydrated}>
              {_(item.question)}
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" className={styles.chevron}>
                <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className={styles.content} style={WITHOUT_HEIGHT_ALIAS}>
            {item.answer.map((paragraph) => (
              <p key={paragraph.id}>{_(paragraph)}</p>
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
