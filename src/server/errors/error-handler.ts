import type { ApiServer } from '../http/api-server';
import type { FastifyError } from 'fastify';
import { AppError, codedBody } from './app-error';
import { errorCodeForStatus } from '../../shared/error-codes';
import { validationBody } from './validation-messages';
import { databaseInputError } from './database-input-error';
import { discardUnreadBody } from '../http/unread-body';
import { pathRefusalOf } from '../http/path-params';

const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again in a few moments.';

// Fastify's own 4xx texts speak of its internals; these say what the client should do instead.
function frameworkMessage(code: string, bodyLimit: number): string | undefined {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This Content-Type is not accepted here. Send the request body as JSON with Content-Type: application/json.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is larger than the ${Math.round(bodyLimit / 1024)} kB this server accepts. Send less at once.`;
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The Content-Length header does not match the body sent. Send the body with its real length.';
    case 'FST_ERR_CTP_INVALID_TYPE':
    case 'FST_ERR_CTP_EMPTY_TYPE':
      return 'The Content-Type header is missing or malformed. Send JSON with Content-Type: application/json.';
    case 'FST_ERR_CTP_INVALID_CONTENT_ENCODING':
    case 'FST_ERR_CTP_INVALID_PARSE_TYPE':
      return 'The body is encoded in a way this server does not read. Send plain (uncompressed) UTF-8 JSON.';
    case 'FST_PROTO_VIOLATION':
      return 'The request body uses a reserved property name ("__proto__" or "constructor"). Rename it.';
    default:
      return undefined;
  }
}

/** The one place errors become answers: expected ones say what to do, unexpected ones never leak detail. */
export function registerErrorHandler(app: ApiServer): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    discardUnreadBody(request, reply);
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.wireBody());
    }
    if (error.validation && error.validationContext === 'params') {
      // A path that names nothing: the 404 (or 400) its parameter's schema declares, not a field to correct.
      const refusal = pathRefusalOf(request.routeOptions.schema?.params, error.validation);
      if (refusal) return reply.code(refusal.status).send(codedBody(errorCodeForStatus(refusal.status), { detail: refusal.detail }));
    }
    if (error.validation) {
      return reply.code(400).send(codedBody('validation_failed', validationBody(error.validation, error.validationContext ?? 'body')));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail = frameworkMessage(error.code, app.initialConfig.bodyLimit ?? 1048576) ?? error.message;
      return reply.code(status).send(codedBody(errorCodeForStatus(status), { detail }));
    }
    const input = databaseInputError(error);
    if (input) {
      // A route let a value through that the database refuses: the sender's to fix, and a check to add here.
      request.log.warn({ err: error, sqlState: input.code }, 'database refused a value from the request');
      return reply.code(400).send(codedBody('validation_failed', { detail: input.detail }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(codedBody('internal_error', { detail: GENERIC_SERVER_ERROR }));
  });
}
