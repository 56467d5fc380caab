/**
 * The part of @lingui/core the browser runs, in a few hundred bytes instead of about 2 KiB gzip
 * (issue 27: English's first load may grow by 3 KiB at most, and Lingui's runtime was most of it).
 * vite.config.ts and vitest.config.ts resolve '@lingui/core' here for the app; Lingui's macros,
 * extractor, catalog compiler and types stay Lingui's own, and the server uses the real package.
 *
 * Same behaviour as Lingui's I18n for what the portal uses: `_`/`t` with an id or a descriptor,
 * `load`, `activate`, `loadAndActivate`, `locale`, `on('change')`, `setMessagesCompiler`, and message tokens with
 * arguments, plural (exact `=n` keys first, then the locale's plural rules, `#` as the number),
 * selectordinal and select. tests/unit/i18n/lingui-runtime.test.ts renders every message of every
 * catalog through this and through @lingui/core and expects the same text.
 */
export type Messages = Record<string, unknown>;
type Descriptor = { id?: string; message?: string; values?: Record<string, unknown> };
type Token = string | [string, string?, Record<string, unknown>?];
type Compiler = (message: string) => unknown;

const numberFormat = (locale: string, value: unknown) => new Intl.NumberFormat(locale).format(value as number);

function format(tokens: unknown, locale: string, values: Record<string, unknown>, number?: unknown): string {
  if (!Array.isArray(tokens)) return String(tokens ?? '');
  let out = '';
  for (const token of tokens as Token[]) {
    if (typeof token === 'string') {
      out += token === '#' && number !== undefined ? numberFormat(locale, number) : token;
      continue;
    }
    const [name, type, cases = {}] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const offset = Number(cases.offset ?? 0);
      const rule = new Intl.PluralRules(locale, { type: type === 'plural' ? 'cardinal' : 'ordinal' }).select((value as number) - offset);
      out += format(cases[value as string] ?? cases[rule] ?? cases.other, locale, values, (value as number) - offset);
    } else if (type === 'select') {
      out += format(Object.prototype.hasOwnProperty.call(cases, value as string) ? cases[value as string] : cases.other, locale, values);
    } else if (type === 'number') {
      out += numberFormat(locale, value);
    } else if (value != null) {
      out += String(value);
    }
  }
  return out;
}

export class I18n {
  private catalogs: Record<string, Messages> = {};
  private listeners = new Set<() => void>();
  private compile: Compiler = (message) => [message];
  locale = '';

  constructor(params: { locale?: string; messages?: Record<string, Messages> } = {}) {
    Object.assign(this.catalogs, params.messages);
    if (params.locale) this.locale = params.locale;
  }

  get messages(): Messages {
    return this.catalogs[this.locale] ?? {};
  }

  setMessagesCompiler(compiler: Compiler): this {
    this.compile = compiler;
    return this;
  }

  load(locale: string, messages: Messages): void {
    this.catalogs[locale] = { ...this.catalogs[locale], ...messages };
    this.emit();
  }

  activate(locale: string): void {
    this.locale = locale;
    this.emit();
  }

  loadAndActivate({ locale, messages }: { locale: string; messages: Messages }): void {
    this.catalogs[locale] = messages;
    this.activate(locale);
  }

  on(_event: 'change', listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  _ = (id: string | Descriptor, values?: Record<string, unknown>, options?: { message?: string }): string => {
    let message = options?.message;
    if (typeof id !== 'string') {
      values = id.values ?? values;
      message = id.message;
      id = id.id ?? '';
    }
    const own = this.messages;
    let translation: unknown = Object.prototype.hasOwnProperty.call(own, id) ? own[id] : undefined;
    translation ||= message || id;
    if (typeof translation === 'string') translation = this.compile(translation);
    return format(translation, this.locale, values ?? {});
  };

  t = this._;

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const setupI18n = (params?: ConstructorParameters<typeof I18n>[0]): I18n => new I18n(params);

export const i18n = setupI18n();
