import { isDatabaseUnavailable } from '../lib/database-unavailable';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, HttpError, type ErrorCode } from '../lib/http-error';
import { requestLocale } from '../lib/request-locale';
import { localizeFields, localizeMessage } from '../../shared/message-catalogue';
import { redactStatementValues } from '../lib/log-redaction';

type AjvError = {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
};

/** One Ajv error → the field it is about and a sentence for a person. */
function describeValidationError(error: AjvError, context: string | undefined): [string, string] {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (error.keyword === 'required') {
    const field = [path, String(error.params.missingProperty)].filter(Boolean).join('.');
    return [field, `${field} is required`];
  }
  if (error.keyword === 'additionalProperties') {
    const field = [path, String(error.params.additionalProperty)].filter(Boolean).join('.');
    return [field, `${field} is not an accepted field`];
  }
  const field = path || (context === 'body' ? 'body' : (context ?? 'request'));
  return [field, `${field} ${error.message ?? 'is not valid'}`];
}

// Safe, fixed wording for the framework's own 4xx errors (their messages can name internals).
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
};
const INVALID_ADDRESS = 'The address is not valid';
const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid',
  401: 'Sign in to continue',
  403: 'You do not have permission to do this',
  404: 'Not found',
  405: 'This method is not allowed here',
  406: 'This response type is not available',
  413: 'The request is too large',
  415: 'This content type is not accepted; send application/json',
  429: 'Too many requests. Please wait a moment and try again',
};

/**
 * The error shape with its sentences in the request's language (issue 27: the portal_locale
 * cookie, else Accept-Language; src/shared/message-catalogue.ts). The code stays; English requests
 * get the English text unchanged, and a text the catalogue does not know stays English.
 */
function localizedBody(request: FastifyRequest, message: string, fields?: Record<string, string>, code?: ErrorCode) {
  const locale = requestLocale(request);
  return errorBody(localizeMessage(message, locale), fields && localizeFields(fields, locale), code);
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals (a path that does not decode, a path
 * parameter over 100 characters) are answered before any hook or error handler runs, so they get
 * the security headers and the error shape here.
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply
    .headers(request.server.securityHeadersFor(request.url))
    .code(tooLong ? 414 : 400)
    .send(localizedBody(request, tooLong ? 'The address is too long' : INVALID_ADDRESS));
}

/**
 * Every failure leaves in the contract's one shape. Expected ones (HttpError, validation, the
 * framework's 4xx) keep their status; a database that cannot serve right now answers 503; anything
 * else is a bug: logged with its stack, answered 500 with a generic sentence and no internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.statusCode === 401 || error.statusCode === 403 || error.statusCode === 429) {
          // The route pattern, not request.url: query strings carry OTPs and keys (validate-otp).
          const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
          request.log.info({ event: 'refused', status: error.statusCode, route, code: error.code, ip: request.ip }, 'request refused');
        }
        if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.code(error.statusCode).send(localizedBody(request, error.message, error.fields, error.code));
      }
      if (error.validation && error.validation.length > 0) {
        // A path parameter that cannot name anything (/properties/abc): the address is wrong, and
        // a person shown the answer must not read 'propertyId must be integer'.
        if (error.validationContext === 'params') return reply.code(400).send(localizedBody(request, INVALID_ADDRESS));
        const [field, message] = describeValidationError(error.validation[0] as AjvError, error.validationContext);
        return reply.code(400).send(localizedBody(request, message, { [field]: message }));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
        const message =
          (error.code && FRAMEWORK_MESSAGES[error.code]) ??
          (error.code === 'RATE_LIMITED' ? error.message : undefined) ??
          (/json/i.test(error.message) && status === 400 ? FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
          STATUS_MESSAGES[status] ??
          'The request could not be handled';
        return reply.code(status).send(localizedBody(request, message, undefined, status === 429 ? 'RATE_LIMITED' : undefined));
      }
      // Redacted here too, whichever logger the app was given; the path without its query string,
      // which carries OTPs, keys and what people searched for.
      request.log.error({ err: redactStatementValues(error), method: request.method, url: request.url.split('?')[0] }, 'unexpected error');
      const code = status === 503 || isDatabaseUnavailable(error) ? 503 : 500;
      if (code === 503) reply.header('retry-after', '5');
      const message = code === 503 ? 'The service is unavailable. Please try again shortly' : 'Sorry! Something went wrong on our side. Please try again later';
      return reply.code(code).send(localizedBody(request, message));
    });
  },
  { name: 'error-shape' },
);
