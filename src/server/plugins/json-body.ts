import fp from 'fastify-plugin';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Replaces Fastify's JSON parser with one that accepts an empty body: the browser's client sends
 * `Content-Type: application/json` on every call, including body-less DELETEs and POSTs such as
 * logout. A route that needs a body still refuses `undefined` through its schema (400).
 * Prototype poisoning (__proto__, constructor.prototype) is refused with 400 as before.
 * Uploads register their multipart parser in their own plugin.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    // Only JSON is parsed. Fastify's built-in text/plain parser would let a text body skip the
    // contract's schema (schemas are per content type), so it goes too; 415 for anything else.
    app.removeAllContentTypeParsers();
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
