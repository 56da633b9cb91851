import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How much of a body the server reads and throws away after answering early (too large, too many uploads). A
 * client such as Node's fetch sends its whole body before it reads an answer; if the server closed the
 * connection with data still arriving, the client would see a reset (EPIPE, ECONNRESET) instead of the answer.
 * Past this amount the connection is cut all the same: nobody is owed gigabytes of reading.
 */
export const MAX_DISCARDED_BYTES = 32 * 1024 * 1024;

/**
 * Called when an error is answered: if the request's body has not been read to its end (refused by its
 * Content-Length, or refused before a multipart upload was read), the rest is read and discarded, up to
 * MAX_DISCARDED_BYTES, so the answer reaches the client and the connection stays usable. A body declared larger
 * than that is not read: the answer says `Connection: close`, as Fastify does by default.
 */
export function discardUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed || raw.readableEnded) return;
  const declared = Number(raw.headers['content-length']);
  if (declared > MAX_DISCARDED_BYTES) {
    reply.header('connection', 'close');
    return;
  }
  // Fastify's body parsers ask for the close on any failure; the body is read here instead.
  reply.removeHeader('connection');
  // A multipart parser may still be attached: what is left is discarded, not parsed.
  raw.unpipe();
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BYTES) raw.socket?.destroy();
  });
  raw.resume();
}
