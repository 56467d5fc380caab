import fp from 'fastify-plugin';
import type { AppDeps } from '../types';

/** Makes the app's dependencies reachable as request.server.deps (no globals, no process.env). */
export default fp(
  async (app, deps: AppDeps) => {
    app.decorate('deps', deps);
  },
  { name: 'app-deps' },
);
