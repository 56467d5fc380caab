import type { MailMessage } from '../../lib/mailer';
import { HTML_LANG, type Locale } from '../../../shared/locales';
import { LAYOUT_TEXTS } from './mail-texts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailContent {
  to: string;
  subject: string;
  /** Greeting name; empty gives a plain "Hello". */
  name: string;
  /** Paragraphs of plain text; `{{code}}` is shown as the big code block in HTML. */
  paragraphs: string[];
  code?: string;
  link?: { label: string; url: string };
  /**
   * Label and value rows after the paragraphs, such as the fields of an inquiry. Values are
   * untrusted text and may hold line breaks; they are escaped, never turned into links or markup.
   */
  details?: { label: string; value: string }[];
  /** Who signs the mail; the host support team unless said otherwise. */
  signedBy?: string;
  publicUrl: string;
  /** The language of the greeting, sign-off and <html lang>; the paragraphs come written in it. English unless said. */
  locale?: Locale;
}

/**
 * Every mail has a plain-text part (read by many phones' mail apps and by filters) and a simple,
 * table-free HTML part with inline styles (mail clients drop <style>). Names people typed are
 * escaped: a first name is untrusted input.
 */
export function composeMail(content: MailContent): Pick<MailMessage, 'to' | 'subject' | 'text' | 'html'> {
  const locale = content.locale ?? 'en';
  const words = LAYOUT_TEXTS[locale];
  const greeting = content.name.trim() ? words.hello(content.name.trim()) : words.helloNoName;
  const signOff = [words.regards, content.signedBy ?? words.team, content.publicUrl];
  const details = content.details ?? [];
  const text = [
    greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p.replace('{{code}}', content.code ?? ''), '']),
    ...details.map(({ label, value }) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)),
    ...(details.length ? [''] : []),
    ...(content.link ? [`${content.link.label}: ${content.link.url}`, ''] : []),
    ...signOff,
  ].join('\n');

  const paragraph = (p: string) => {
    if (p === '{{code}}' && content.code) {
      return `<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:24px 0;color:#0b5d4b">${escapeHtml(content.code)}</p>`;
    }
    return `<p style="margin:0 0 16px">${escapeHtml(p.replace('{{code}}', content.code ?? ''))}</p>`;
  };
  const html = [
    `<!doctype html><html lang="${HTML_LANG[locale]}"><body style="margin:0;padding:24px;background:#f5f5f0;font-family:Arial,Helvetica,sans-serif;color:#1f2a28;line-height:1.5">`,
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>`,
    ...content.paragraphs.map(paragraph),
    ...details.map(
      ({ label, value }) =>
        `<p style="margin:0 0 12px"><strong>${escapeHtml(label)}</strong><br>${escapeHtml(value).replace(/\r?\n/g, '<br>')}</p>`,
    ),
    content.link
      ? `<p style="margin:24px 0"><a href="${escapeHtml(content.link.url)}" style="background:#0b5d4b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(content.link.label)}</a></p>`
      : '',
    `<p style="margin:24px 0 0;color:#5b6664">${signOff.map(escapeHtml).join('<br>')}</p>`,
    '</div></body></html>',
  ].join('');
  return { to: content.to, subject: content.subject, text, html };
}
