import type { ApiServer } from './api-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** These govern documents only; on a script or a style sheet they are bytes every page load pays for nothing. */
const DOCUMENT_ONLY_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/** Where the build's hashed scripts, styles and images are served from. */
const ASSETS_PREFIX = '/assets/';

function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's styling engine writes <style> elements at run time; scripts stay strictly external.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...config.cspConnectSources],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: config.production,
  };
}

/**
 * Helmet's headers for these options, worked out once. With no per-request nonce they are the same on every
 * answer, and building helmet's middleware per request (what @fastify/helmet does) cost a 404 a tenth of its
 * time. Helmet only sets and removes headers on the response it is handed, synchronously.
 */
function staticHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return this;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish setting its headers synchronously; the security headers cannot be precomputed.');
  return headers;
}

/**
 * Headers on every answer: a Content-Security-Policy with no inline script, nosniff, no framing, no referrer;
 * no-store on anything answered to a signed-in caller; CORS only for the configured origins. Hashed assets
 * keep nosniff and the resource and referrer policies but not the headers that only govern documents.
 */
export async function registerSecurityHeaders(app: ApiServer, config: Config): Promise<void> {
  const everyAnswer = staticHelmetHeaders(helmetOptions(config));
  const assets = Object.fromEntries(Object.entries(everyAnswer).filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name)));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(ASSETS_PREFIX) ? assets : everyAnswer);
    done();
  });
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false, credentials: false });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
