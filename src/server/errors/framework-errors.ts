import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodeForStatus } from '../../shared/error-codes';
import { codedBody } from './app-error';

const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again in a few moments.';

/**
 * Errors Fastify raises while routing, before any hook or error handler (Fastify's `frameworkErrors` option):
 * answered in our `{"detail": ...}` shape with what to do instead.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send(
      codedBody('validation_failed', {
        detail: 'The address is not correctly encoded: each % must start a UTF-8 character written as %XX (two hex digits). Encode the address and try again.',
      }),
    );
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send(codedBody('uri_too_long', { detail: 'A part of the address is longer than any name or id here. Check the address.' }));
    return;
  }
  request.log.error({ err: error }, 'framework error');
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  void reply.code(status).send(codedBody(errorCodeForStatus(status), { detail: status < 500 ? error.message : GENERIC_SERVER_ERROR }));
}

/** A request line this long is what overflowed the header limit: the address, not the headers, is too long. */
const LONG_REQUEST_LINE = 8 * 1024;

function clientErrorAnswer(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): [number, string, string] {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const lineEnd = error.rawPacket?.indexOf('\r\n') ?? -1;
    const requestLine = lineEnd < 0 ? (error.rawPacket?.length ?? 0) : lineEnd;
    if (requestLine >= LONG_REQUEST_LINE) {
      return [414, 'URI Too Long', 'The address is too long. Send long values in a JSON request body instead of the address.'];
    }
    return [431, 'Request Header Fields Too Large', 'The request headers are too large (at most 16 kB in all). Send fewer or smaller headers or cookies.'];
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request Timeout', 'The request took too long to arrive. Try again.'];
  return [400, 'Bad Request', 'The request is not valid HTTP/1.1 and could not be read.'];
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (the server's `clientError`: a request line or
 * headers past the size limit, malformed HTTP): a JSON `{"detail": ...}` answer, then the connection closes, as
 * nothing more can be read from it.
 */
export function answerClientError(error: Error, socket: Socket): void {
  const failure = error as NodeJS.ErrnoException & { rawPacket?: Buffer };
  if (failure.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(failure);
    return;
  }
  const [status, reason, detail] = clientErrorAnswer(failure);
  const body = JSON.stringify(codedBody(errorCodeForStatus(status), { detail }));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
