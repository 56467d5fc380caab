import { useId } from 'react';
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_HREF } from '../../app/contact';
import type { InfoDoc } from './info-doc';
import styles from './info-page.module.css';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function InfoPage({ doc }: { doc: InfoDoc }) {
  const tocId = useId();
  const showToc = doc.sections.length > 4;
  return (
    <article className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className="eyebrow">{doc.eyebrow}</p>
        <h1>{doc.title}</h1>
        <p className={styles.intro}>{doc.intro}</p>
        {doc.updated ? <p className={styles.updated}>Last updated: {doc.updated}</p> : null}
      </header>
      <div className={showToc ? styles.layout : undefined}>
        {showToc ? (
          <nav aria-labelledby={tocId} className={styles.toc}>
            <h2 id={tocId} className={styles.tocTitle}>
              On this page
            </h2>
            <ul>
              {doc.sections.map((section) => (
                <li key={section.heading}>
                  <a href={`#${slug(section.heading)}`}>{section.heading}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={styles.body}>
          {doc.sections.map((section) => (
            <section key={section.heading} aria-labelledby={slug(section.heading)} className={styles.section}>
              <h2 id={slug(section.heading)}>{section.heading}</h2>
              {section.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
              {section.bullets ? (
                <ul>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <p className={styles.contact}>
            Questions about this page? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or call{' '}
            <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE_DISPLAY}</a>. You can also go back to the{' '}
            <Link to="/">host home page</Link>.
          </p>
        </div>
      </div>
    </article>
  );
}
