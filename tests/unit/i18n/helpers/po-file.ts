import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type PoEntry = { msgid: string; msgstr: string; obsolete: boolean };

/** A PO file's entries (the header, msgid "", left out): msgid and msgstr, each possibly over several quoted lines. */
function readPo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: PoEntry | null = null;
  let field: 'msgid' | 'msgstr' | null = null;
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  for (const raw of text.split('\n')) {
    const obsolete = raw.startsWith('#~ ');
    const line = obsolete ? raw.slice(3) : raw;
    if (line.startsWith('msgid ')) {
      current = { msgid: unquote(line.slice(6)), msgstr: '', obsolete };
      entries.push(current);
      field = 'msgid';
    } else if (line.startsWith('msgstr ') && current) {
      current.msgstr = unquote(line.slice(7));
      field = 'msgstr';
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    } else {
      field = null;
    }
  }
  return entries.filter((entry) => entry.msgid !== '');
}

/** The language's catalog as `npm run i18n:extract` wrote it: src/locales/<locale>/messages.po. */
export const catalog = (locale: string): PoEntry[] => readPo(readFileSync(join(process.cwd(), 'src/locales', locale, 'messages.po'), 'utf8'));
