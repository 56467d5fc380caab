// Writes .br and .gz beside every compressible built file so the server sends them with no
// per-request compression cost (@fastify/static's preCompressed option picks them up).
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { join, extname } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
const root = process.argv[2] ?? 'dist/web';
// Prerendered pages and their renderer are read by the server, never served as files.
const SKIPPED = join(root, 'prerendered');

for (const file of walk(root)) {
  if (!COMPRESSIBLE.has(extname(file))) continue;
  const source = readFileSync(file);
  if (source.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (path === SKIPPED) continue;
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
