import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { validationBody } from './validation-messages';

const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again in a few moments.';

// Fastify's own 4xx texts speak of its internals; these say what the client should do instead.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
};

/** The one place errors become answers: expected ones say what to do, unexpected ones never leak detail. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error.validation) {
      return reply.code(400).send(validationBody(error.validation, error.validationContext ?? 'body'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: FRAMEWORK_MESSAGES[error.code] ?? error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: GENERIC_SERVER_ERROR });
  });
}
