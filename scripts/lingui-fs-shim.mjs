// node:fs with the globSync of Node 22 (the subset Lingui's CLI uses: an array of absolute
// patterns and `exclude` patterns), for Node 20 (see lingui-node20.mjs). It walks each pattern's
// fixed leading folder and matches with micromatch, the matcher Lingui's CLI itself depends on.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export * from 'node:fs';
export default fs;

// Lingui's own micromatch, resolved from its package (not a dependency of the portal's code).
const micromatch = createRequire(createRequire(import.meta.url).resolve('@lingui/cli'))('micromatch');

/** The folder a pattern's matches all lie under: its segments before the first one with a glob character. */
function baseOf(pattern) {
  const segments = pattern.split('/');
  const fixed = [];
  for (const segment of segments) {
    if (/[*?[\]{}()!]/.test(segment)) break;
    fixed.push(segment);
  }
  return fixed.join('/') || '/';
}

export function globSync(patterns, options = {}) {
  const list = Array.isArray(patterns) ? patterns : [patterns];
  const exclude = options.exclude ?? [];
  const found = new Set();
  for (const pattern of list) {
    const base = baseOf(pattern);
    if (!fs.existsSync(base)) continue;
    if (!fs.statSync(base).isDirectory()) {
      if (micromatch.isMatch(base, pattern)) found.add(base);
      continue;
    }
    for (const entry of fs.readdirSync(base, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath ?? entry.path, entry.name);
      if (file.includes('/node_modules/')) continue;
      if (micromatch.isMatch(file, pattern) && !(typeof exclude === 'function' ? exclude(file) : micromatch.isMatch(file, exclude))) found.add(file);
    }
  }
  return [...found];
}
