import fp from 'fastify-plugin';

/**
 * The reference lists (GET operations tagged `reference` in the contract) compress their answers
 * themselves, once per list (modules/reference/list-reference.ts), so @fastify/compress is turned
 * off for them: its onRequest and onSend hooks were a large share of those small requests.
 * Registered before @fastify/compress, whose own onRoute hook reads `compress: false`.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const tags = (route.schema as { tags?: unknown } | undefined)?.tags;
      if (route.method === 'GET' && Array.isArray(tags) && tags.includes('reference')) route.compress = false;
    });
  },
  { name: 'precompressed-routes' },
);
