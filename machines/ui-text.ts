import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * A text a machine gives the host (issue 27): the server's words as they came (a string), or one of
 * ours as a Lingui descriptor (`msg`), translated by the screen when it shows it, never here, so a
 * change of language reaches it and the machines stay free of the active language.
 */
export type UiText = string | MessageDescriptor;

const ours = new Map<string, MessageDescriptor>();

/**
 * Our texts that must travel as plain strings (valibot's issue messages): each descriptor's English
 * text, remembered so `textIn` can show the translation. Only English source texts are keys, so a
 * server message that happens to read the same is translated the same, which is what it means.
 */
export function plainTexts<const K extends string>(texts: Record<K, MessageDescriptor>): Record<K, string> {
  const plain = {} as Record<K, string>;
  for (const key of Object.keys(texts) as K[]) {
    const descriptor = texts[key];
    const english = descriptor.message ?? descriptor.id;
    ours.set(english, descriptor);
    plain[key] = english;
  }
  return plain;
}

const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

/**
 * The text in the active language: a descriptor translated, one of `plainTexts` translated, any
 * other string as it is. A descriptor's values may be descriptors too ('a.jpg: {reason}' with our
 * own reason): they are translated first.
 */
export function textIn(i18n: I18n, text: UiText): string;
export function textIn(i18n: I18n, text: UiText | null | undefined): string | null;
export function textIn(i18n: I18n, text: UiText | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  if (typeof text !== 'string') {
    const values = text.values && Object.values(text.values).some(isDescriptor)
      ? Object.fromEntries(Object.entries(text.values).map(([key, value]) => [key, isDescriptor(value) ? textIn(i18n, value) : value]))
      : text.values;
    return i18n._({ ...text, values });
  }
  const descriptor = ours.get(text);
  return descriptor ? i18n._(descriptor) : text;
}

/** A form's field messages in the active language (see `textIn`). */
export function errorsIn<F extends string>(i18n: I18n, errors: Partial<Record<F, UiText>>): Partial<Record<F, string>> {
  const shown: Partial<Record<F, string>> = {};
  for (const field of Object.keys(errors) as F[]) {
    const error = errors[field];
    if (error !== undefined) shown[field] = textIn(i18n, error);
  }
  return shown;
}
