import * as Accordion from '@radix-ui/react-accordion';
import { useLingui } from '@lingui/react';
import { FAQ } from './faq.content';
import styles from './faq-section.module.css';

/** Eight questions; one answer open at a time, and the open one can be closed again. */
export function FaqAccordion() {
  const { _ } = useLingui();
  return (
    <Accordion.Root type="single" collapsible className={styles.list}>
      {FAQ.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className={styles.item}>
          <Accordion.Header className={styles.header}>
            <Accordion.Trigger className={styles.trigger}>
              {_(item.question)}
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" className={styles.chevron}>
                <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className={styles.content}>
            {item.answer.map((paragraph) => (
              <p key={paragraph.id}>{_(paragraph)}</p>
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
