import fp from 'fastify-plugin';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Replaces Fastify's JSON parser with one that accepts an empty body: the browser's client sends
 * `Content-Type: application/json` on every call, including body-less DELETEs and POSTs such as
 * logout. A route that needs a body still refuses `undefined` through its schema (400).
 * Prototype poisoning (__proto__, constructor.prototype) is refused with 400 as before.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
