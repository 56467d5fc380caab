// Module hooks for Lingui 6 on Node 20 (see lingui-node20.mjs).
const SHIMS = {
  fs: new URL('./lingui-fs-shim.mjs', import.meta.url).href,
  'fs/promises': new URL('./lingui-fs-promises-shim.mjs', import.meta.url).href,
};
const IN_LINGUI = '/node_modules/@lingui/';

/** node:fs and node:fs/promises, when a Lingui package asks for them, are the shims that add Node 22's glob functions. */
export async function resolve(specifier, context, nextResolve) {
  const name = specifier.replace(/^node:/, '');
  if (Object.hasOwn(SHIMS, name) && context.parentURL?.includes(IN_LINGUI)) {
    return { url: SHIMS[name], shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

/**
 * The CLI's commands run only `if (import.meta.main)`, which Node has from 22.18: on Node 20 it is
 * the same question asked of the script path Node was started with.
 */
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.includes(`${IN_LINGUI}cli/dist/lingui-`) || result.format !== 'module') return result;
  const source = String(result.source).replace(
    'if (import.meta.main)',
    "if (import.meta.main ?? (process.argv[1] !== undefined && (await import('node:fs')).realpathSync(process.argv[1]) === new URL(import.meta.url).pathname))",
  );
  return { ...result, source };
}
