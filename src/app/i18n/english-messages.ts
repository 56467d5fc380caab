/**
 * English needs no catalog (issue 27: the landing page's first load for English may grow by 3 KiB
 * at most). The build keeps each message's English source text beside its id (descriptorFields
 * 'message', vite.config.ts), Lingui falls back to it when the active catalog has no entry, and
 * this compiles it: plain text, and `{name}` arguments. Lingui's own compiler (an ICU parser)
 * would be several KiB more on every page. tests/unit/i18n/english-messages.test.ts fails when a
 * message needs more (a plural or select): then load the English catalog for it instead.
 */
import type { I18n } from '@lingui/core';

type CompiledMessage = ReturnType<Parameters<I18n['setMessagesCompiler']>[0]>;

export function compileEnglishMessage(message: string): CompiledMessage {
  // split with a capture group: even indexes are text, odd ones argument names.
  return message
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? [part] : part))
    .filter((part) => part !== '') as CompiledMessage;
}
