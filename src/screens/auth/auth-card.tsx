import { useEffect, useRef, type ReactNode } from 'react';
import styles from './auth.module.css';

type AuthCardProps = {
  title: string;
  intro?: ReactNode;
  /** Changes with each step; focus moves to the new step's heading. */
  step?: string;
  children: ReactNode;
  footer?: ReactNode;
};

/** The account screens' frame: a heading that takes focus on each new step, the form, a footer line. */
export function AuthCard({ title, intro, step = 'first', children, footer }: AuthCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);
  useEffect(() => {
    // The layout focuses the page when the route changes; within a route, the step's heading.
    if (step !== firstStep.current) heading.current?.focus();
  }, [step]);
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="auth-heading">
        <h1 id="auth-heading" ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </div>
  );
}
