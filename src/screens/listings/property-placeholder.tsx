/**
 * Shown where a listing has no photo yet: an original drawing of a tiled-roof house under a palm,
 * in the theme's colours. Decorative, so hidden from assistive technology.
 */
export function PropertyPlaceholder({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 160 100" role="presentation" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <rect width="160" height="100" fill="var(--color-accent-soft)" />
      <circle cx="128" cy="24" r="10" fill="var(--color-warning-soft)" />
      <path d="M0 82 Q40 74 80 80 T160 78 V100 H0Z" fill="var(--color-surface)" />
      <path d="M46 52 L74 32 L102 52 Z" fill="var(--color-accent)" />
      <rect x="52" y="52" width="44" height="28" fill="var(--color-surface-raised)" stroke="var(--color-border-strong)" />
      <rect x="70" y="62" width="9" height="18" fill="var(--color-accent-strong)" />
      <rect x="57" y="58" width="8" height="8" fill="var(--color-accent-soft)" stroke="var(--color-border-strong)" />
      <rect x="84" y="58" width="8" height="8" fill="var(--color-accent-soft)" stroke="var(--color-border-strong)" />
      <path d="M122 82 Q120 60 126 42" stroke="var(--color-ink-muted)" strokeWidth="2.5" fill="none" />
      <path d="M126 42 Q114 36 106 44 M126 42 Q136 32 146 38 M126 42 Q118 28 110 30 M126 42 Q134 46 140 54" stroke="var(--color-success)" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}
