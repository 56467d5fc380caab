import type { ScreenPath } from '../../app/route-paths';
import { placeholderCopy } from './placeholder-copy';
import styles from './placeholder-screen.module.css';

/** A proper page for screens that later issues build: their title and why they matter. */
export function PlaceholderScreen({ path }: { path: ScreenPath }) {
  const { title, line, section } = placeholderCopy(path);
  return (
    <div className={`container ${styles.page}`}>
      {section ? <p className="eyebrow">{section}</p> : null}
      <h1>{title}</h1>
      <p className={styles.line}>{line}</p>
    </div>
  );
}
