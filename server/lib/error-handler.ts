import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '../../common/api/errors';
import { HttpError } from './http-error';

const statusName = (status: number) => STATUS_CODES[status] ?? 'Error';

/**
 * The reader sees the schema's own sentence ("Either email or phone is required"), never the schema path
 * ("body: ..."): the path stays in `details.issues` for a program. A message that does not name its field
 * (a zod default such as "Invalid input: expected string") gets the field's own name in front of it.
 */
function describeValidation(error: FastifyError & { validationContext?: string }): {
  message: string;
  details: unknown;
} {
  const issues = (error.validation ?? []).map((issue) => {
    const segments = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    const where = [error.validationContext, ...segments].filter(Boolean).join('.');
    // fastify-type-provider-zod puts the zod issue's own fields (e.g. `keys` of unrecognized_keys) in params.
    const params = issue.params as { keys?: string[] } | undefined;
    const keys = issue.keyword === 'unrecognized_keys' ? params?.keys : undefined;
    const message = keys?.length
      ? `unknown field${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`
      : (issue.message ?? 'is invalid');
    return { path: where, message, field: segments.at(-1) };
  });
  const message = [...new Set(issues.map(readableMessage))].join('; ');
  return {
    message: message || 'The request is invalid.',
    details: { issues: issues.map(({ path, message: text }) => ({ path, message: text })) },
  };
}

function readableMessage({ message, field }: { message: string; field?: string }): string {
  if (!field || /^\d+$/.test(field)) return message;
  const namesField = new RegExp(`(^|[^\\w])${field.replace(/[^\w]/g, '\\$&')}([^\\w]|$)`).test(message);
  return namesField ? message : `${field}: ${message}`;
}

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '25P03', // idle_in_transaction_session_timeout ended the session
  '08000',
  '08001',
  '08003',
  '08006',
  '57014', // query_canceled: a statement timeout ran out
]);
// node-postgres raises these without a code when the server goes away mid-query, the pool cannot connect, or
// the server does not answer a query within the client's query_timeout (a hung server).
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable|Query read timeout/;

/**
 * Database outages surface as 503 with a message, never as a bare 500. Drizzle wraps the driver's error in a
 * DrizzleQueryError (the driver's error is its `cause`), so the whole cause chain is checked.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    current = cause;
  }
  return false;
}

/**
 * The client went away mid-request (closed the tab, lost its network): its socket is gone, and the error is
 * the request stream's own ('aborted', ECONNRESET, premature close), not a query's, which Drizzle wraps with
 * the SQL it ran. Nothing can be answered and nothing on the server failed.
 */
function isClientGone(error: unknown, request: FastifyRequest): boolean {
  // Not `request.raw.destroyed`: Node sets it as soon as a body has been read in full, client still there.
  const gone = request.raw.aborted || request.raw.socket?.destroyed === true;
  return gone && !(error && typeof error === 'object' && 'query' in error);
}

export function registerErrorHandling(app: FastifyInstance, options: { exposeDetails: boolean }) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const send = (status: number, body: ApiError) => reply.status(status).type('application/json').send(body);

    if (isClientGone(error, request)) {
      request.log.info({ code: error.code, reason: error.message }, 'client closed the connection');
      // No one is left to read it (Fastify drops a reply to an aborted request); 499 as nginx logs it.
      return send(499, { error: 'Client Closed Request', message: 'The client closed the connection.' });
    }
    if (error instanceof HttpError) {
      const body: ApiError = {
        error: error.errorName ?? statusName(error.statusCode),
        message: error.message,
      };
      if (error.details !== undefined) body.details = error.details;
      if (error.headers) reply.headers(error.headers);
      return send(error.statusCode, body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, details } = describeValidation(error);
      return send(400, { error: statusName(400), message, details });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return send(500, {
        error: statusName(500),
        message: 'Something went wrong on our side. Please try again.',
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(503, {
        error: statusName(503),
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
      });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status < 500) {
      return send(status, { error: statusName(status), message: clientErrorMessage(error, status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(status, {
      error: statusName(status),
      message: 'Something went wrong on our side. Please try again.',
      ...(options.exposeDetails ? { details: { cause: error.message } } : {}),
    });
  });
}

function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON with "Content-Type: application/json".';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      if (error instanceof SyntaxError) return 'The request body is not valid JSON.';
      if (status === 429)
        return error.message || 'Too many requests. Please slow down and try again shortly.';
      return error.message || statusName(status);
  }
}
