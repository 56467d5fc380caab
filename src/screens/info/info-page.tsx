import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_HREF } from '../../app/contact';
import type { InfoDoc } from './info-doc';
import styles from './info-page.module.css';

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
/** A section's anchor, from its English heading in every language, so a link to a section works whatever the reader's language. */
const slug = (heading: MessageDescriptor) => slugOf(heading.message ?? heading.id);

export function InfoPage({ doc }: { doc: InfoDoc }) {
  const tocId = useId();
  const showToc = doc.sections.length > 4;
  const { i18n } = useLingui();
  const updated = doc.updated ? i18n._(doc.updated) : null;
  return (
    <article className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className="eyebrow">{i18n._(doc.eyebrow)}</p>
        <h1>{i18n._(doc.title)}</h1>
        <p className={styles.intro}>{i18n._(doc.intro)}</p>
        {updated ? (
          <p className={styles.updated}>
            <Trans>Last updated: {updated}</Trans>
          </p>
        ) : null}
      </header>
      <div className={showToc ? styles.layout : undefined}>
        {showToc ? (
          <nav aria-labelledby={tocId} className={styles.toc}>
            <h2 id={tocId} className={styles.tocTitle}>
              <Trans>On this page</Trans>
            </h2>
            <ul>
              {doc.sections.map((section) => (
                <li key={section.heading.id}>
                  <a href={`#${slug(section.heading)}`}>{i18n._(section.heading)}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={styles.body}>
          {doc.sections.map((section) => (
            <section key={section.heading.id} aria-labelledby={slug(section.heading)} className={styles.section}>
              <h2 id={slug(section.heading)}>{i18n._(section.heading)}</h2>
              {section.paragraphs?.map((paragraph) => <p key={paragraph.id}>{i18n._(paragraph)}</p>)}
              {section.bullets ? (
                <ul>
                  {section.bullets.map((bullet) => (
                    <li key={bullet.id}>{i18n._(bullet)}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <p className={styles.contact}>
            <Trans>
              Questions about this page? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or call{' '}
              <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE_DISPLAY}</a>. You can also go back to the{' '}
              <Link to="/">host home page</Link>.
            </Trans>
          </p>
        </div>
      </div>
    </article>
  );
}
