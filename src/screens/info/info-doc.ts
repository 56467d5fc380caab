import type { MessageDescriptor } from '@lingui/core';

/**
 * Long-form pages (about, terms, privacy, coming soon) are data rendered by one component. Every
 * text is a message, read in the active language where the page is drawn.
 */
type InfoSection = {
  heading: MessageDescriptor;
  paragraphs?: MessageDescriptor[];
  bullets?: MessageDescriptor[];
};

export type InfoDoc = {
  title: MessageDescriptor;
  eyebrow: MessageDescriptor;
  intro: MessageDescriptor;
  updated?: MessageDescriptor;
  sections: InfoSection[];
};
