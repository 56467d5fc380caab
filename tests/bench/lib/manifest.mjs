// Reading Vite's build manifest (build.manifest: true → <outDir>/.vite/manifest.json) and
// measuring compressed sizes of the chunks a page loads.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

export function readManifest(outDir) {
  const file = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`no Vite manifest at ${file} (is build.manifest on?)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The HTML entry's manifest key (index.html), or the first isEntry chunk. */
export function entryKey(manifest) {
  if (manifest['index.html']?.isEntry) return 'index.html';
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('the manifest has no entry chunk');
  return key;
}

/** Keys of `roots` and everything they statically import (transitively), in load order. */
export function withStaticImports(manifest, roots) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/** Find the manifest key of a source module: exact key/src match first, else a name/path hint. */
export function findChunkBySource(manifest, { src, dir, names = [] }) {
  const norm = (p) => p.replace(/^\.?\//, '');
  if (src) {
    const key = Object.keys(manifest).find((k) => norm(k) === norm(src) || norm(manifest[k].src ?? '') === norm(src));
    if (key) return key;
  }
  if (dir) {
    const inDir = Object.keys(manifest).filter((k) => norm(manifest[k].src ?? k).startsWith(norm(dir)));
    const dynamic = inDir.filter((k) => manifest[k].isDynamicEntry);
    const pool = dynamic.length ? dynamic : inDir;
    for (const n of names) {
      const hit = pool.find((k) => manifest[k].name === n || new RegExp(`/${n}\\.[jt]sx?$`).test(manifest[k].src ?? k));
      if (hit) return hit;
    }
    if (pool.length === 1) return pool[0];
    if (pool.length > 1) return pool[0];
  }
  return null;
}

const cache = new Map();
/** Raw, gzip (zlib level 9) and brotli (quality 11) sizes of one built file. */
export function fileSizes(outDir, file) {
  const path = join(outDir, file);
  if (cache.has(path)) return cache.get(path);
  const buf = readFileSync(path);
  const sizes = {
    file,
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
    }).length,
  };
  cache.set(path, sizes);
  return sizes;
}

/** JS files (deduplicated) of the given manifest keys and their sizes, plus totals. */
export function jsSizes(outDir, manifest, keys) {
  const files = [...new Set(keys.map((k) => manifest[k].file).filter((f) => /\.m?js$/.test(f)))];
  const list = files.map((f) => fileSizes(outDir, f));
  const total = list.reduce((t, s) => ({ raw: t.raw + s.raw, gzip: t.gzip + s.gzip, brotli: t.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
  return { files: list, total };
}

/** CSS files the given keys pull in (informational). */
export function cssSizes(outDir, manifest, keys) {
  const files = [...new Set(keys.flatMap((k) => manifest[k].css ?? []))];
  const list = files.map((f) => fileSizes(outDir, f));
  return { files: list, total: list.reduce((t, s) => ({ raw: t.raw + s.raw, gzip: t.gzip + s.gzip, brotli: t.brotli + s.brotli }), { raw: 0, gzip: 0, brotli: 0 }) };
}

/**
 * First-load JS (and CSS) of a page: the HTML entry and its static imports, plus the route's lazily
 * loaded chunk (`routeKey`, if any) and its static imports, deduplicated.
 */
export function firstLoad(outDir, manifest, routeKey) {
  const entry = entryKey(manifest);
  const keys = withStaticImports(manifest, routeKey ? [entry, routeKey] : [entry]);
  return { entry, keys, js: jsSizes(outDir, manifest, keys), css: cssSizes(outDir, manifest, keys) };
}
