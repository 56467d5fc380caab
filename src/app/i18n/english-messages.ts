/**
 * English needs no catalog (issue 27: the landing page's first load for English may grow by 3 KiB
 * at most). The build keeps each message's English source text beside its id (descriptorFields
 * 'message', vite.config.ts), Lingui falls back to it when the active catalog has no entry, and
 * this compiles it into the token form Lingui's runtime formats: text, `{name}` arguments, and
 * `{name, plural|selectordinal|select, key {…} …}` with `#` and nested arguments. Lingui's own
 * compiler (a full ICU parser) would be several KiB more on every page.
 * tests/unit/i18n/english-messages.test.ts checks every English message reads as through Lingui's
 * compiler, so a message that needs more (an apostrophe escape, a number skeleton) fails there.
 */
import type { I18n } from '@lingui/core';

type CompiledMessage = ReturnType<Parameters<I18n['setMessagesCompiler']>[0]>;
type Token = string | [string, string?, Record<string, Token[]>?];

const BRANCHING = new Set(['plural', 'selectordinal', 'select']);

export function compileEnglishMessage(message: string): CompiledMessage {
  return parseTokens(message, { at: 0 }, false) as CompiledMessage;
}

/** Reads text and arguments until the closing brace of the branch it is in (or the end). */
function parseTokens(message: string, cursor: { at: number }, inBranch: boolean): Token[] {
  const tokens: Token[] = [];
  let text = '';
  const flush = () => {
    if (text !== '') tokens.push(text);
    text = '';
  };
  while (cursor.at < message.length) {
    const char = message[cursor.at];
    if (char === '}' && inBranch) break;
    if (char === '{') {
      flush();
      tokens.push(parseArgument(message, cursor));
      continue;
    }
    if (char === '#' && inBranch) {
      flush();
      tokens.push('#');
    } else {
      text += char;
    }
    cursor.at += 1;
  }
  flush();
  return tokens;
}

/** `{name}` or `{name, plural, one {…} other {…}}`, the cursor on its opening brace. */
function parseArgument(message: string, cursor: { at: number }): Token {
  const head = /^\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?(,|\})/.exec(message.slice(cursor.at));
  if (!head) {
    // not an argument: keep the brace as text, as the message was written
    cursor.at += 1;
    return '{';
  }
  cursor.at += head[0].length;
  const [, name, type, end] = head;
  if (end === '}' || !type || !BRANCHING.has(type)) {
    if (end === ',') cursor.at = message.indexOf('}', cursor.at) + 1;
    return type ? [name, type] : [name];
  }
  const branches: Record<string, Token[]> = {};
  for (;;) {
    const key = /^\s*(=?\w+)\s*\{/.exec(message.slice(cursor.at));
    if (!key) break;
    cursor.at += key[0].length;
    branches[key[1].replace(/^=/, '')] = parseTokens(message, cursor, true); // Lingui keys =0 as 0
    cursor.at += 1; // the branch's closing brace
  }
  cursor.at = message.indexOf('}', cursor.at) + 1; // the argument's closing brace
  return [name, type, branches];
}
