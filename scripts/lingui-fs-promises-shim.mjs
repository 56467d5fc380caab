// node:fs/promises with the glob of Node 22, for Lingui's CLI on Node 20 (see lingui-node20.mjs).
import { globSync } from './lingui-fs-shim.mjs';

export * from 'node:fs/promises';
export { default } from 'node:fs/promises';

export async function* glob(patterns, options) {
  yield* globSync(patterns, options);
}
