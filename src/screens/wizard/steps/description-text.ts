import { stripMarkup } from '../../../shared/text';

/**
 * The description is limited rich text (src/shared: p and br, plus bold, italic and lists). The form
 * edits it as plain text: a blank line starts a paragraph, a single line break is a <br>. The two
 * conversions are exact inverses for what the form writes, so the textarea never jumps while the
 * host types, and the character count is the spec's count of the stored text.
 */

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ESCAPED = { '&amp;': '&', '&lt;': '<', '&gt;': '>' } as const;
const unescapeText = (html: string) => html.replace(/&(amp|lt|gt);/g, (entity) => ESCAPED[entity as keyof typeof ESCAPED]);

export function textToDescription(text: string): string {
  if (text === '') return '';
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n\n')
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** What this form writes: paragraphs of escaped text with <br> line breaks, nothing else. */
const OWN_FORMAT = /^(?:<p>[^<]*(?:<br>[^<]*)*<\/p>)+$/;

export function descriptionToText(html: string): string {
  if (html === '') return '';
  if (OWN_FORMAT.test(html)) {
    return html
      .slice('<p>'.length, -'</p>'.length)
      .split('</p><p>')
      .map((paragraph) => unescapeText(paragraph.replace(/<br>/g, '\n')))
      .join('\n\n');
  }
  // Saved by another editor (bold, lists): keep its words and breaks; the markup is not editable here.
  return stripMarkup(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li>/gi, '• ')
      .replace(/<\/li>\s*/gi, '\n')
      // A blank line between blocks, as between paragraphs: a list never runs on from the text before it.
      .replace(/<\/(p|ul|ol)>\s*(?=<(p|ul|ol)\b)/gi, '\n\n'),
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
