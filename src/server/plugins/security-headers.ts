import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every response, API and SPA alike. The SPA is built to need no inline
 * script or style, so the policy stays 'self' only.
 */
export default fp(
  async (app) => {
    const secure = app.deps.config.secureCookies;
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'none'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          // Only behind https: on plain-http localhost it would break every subresource.
          ...(secure ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });

    // API answers carry personal data or tokens: never let a shared cache or the back button keep
    // them. Cheaper to mark every /api answer than to decide per route.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers', dependencies: ['app-deps'] },
);
