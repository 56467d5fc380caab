import fp from 'fastify-plugin';

/**
 * Operations marked `x-precompressed: true` in the contract (the reference lists, the calendar)
 * send their JSON compressed from a copy they keep (lib/precompressed-json.ts), so
 * @fastify/compress is turned off for them: its onRequest and onSend hooks were a large share of
 * those small requests, and it would compress the same answer again on every send.
 * Registered before @fastify/compress, whose own onRoute hook reads `compress: false`.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if ((route.schema as Record<string, unknown> | undefined)?.['x-precompressed'] === true) route.compress = false;
    });
  },
  { name: 'precompressed-routes' },
);
