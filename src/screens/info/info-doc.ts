/** Long-form pages (about, terms, privacy, coming soon) are data rendered by one component. */
type InfoSection = {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
};

export type InfoDoc = {
  title: string;
  eyebrow: string;
  intro: string;
  updated?: string;
  sections: InfoSection[];
};
