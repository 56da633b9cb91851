import type { ApiServer } from './api-server';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PRERENDERED_FOLDER, prerenderedFileOf } from '../../shared/prerendered-pages';
import { codedBody } from '../errors/app-error';

/** A browser navigating (it asks for HTML), as opposed to the app calling the API (it asks for JSON). */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The pages the build drew into HTML of their own (src/web/prerender), by address: `/login` → its file. Read from
 * the build's folder, so a page the route table stops marking is no longer answered with an old drawing.
 */
function prerenderedPages(webRoot: string): Map<string, string> {
  const folder = path.join(webRoot, PRERENDERED_FOLDER);
  if (!fs.existsSync(folder)) return new Map();
  const pagePaths = fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`);
  return new Map(pagePaths.map((pagePath) => [pagePath, prerenderedFileOf(pagePath)]));
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send(codedBody('route_not_found', { detail: 'Not found.' }));
}

/**
 * Serves the built single-page app: hashed assets for a year, precompressed, and index.html (never cached) for
 * every page address a browser asks for, so deep links and reloads land in the client router.
 */
export async function registerWebApp(app: ApiServer, webRoot: string | undefined): Promise<void> {
  const index = webRoot ? path.join(webRoot, 'index.html') : undefined;
  if (!webRoot || !index || !fs.existsSync(index)) {
    app.decorate('sendAppShell', (reply: FastifyReply) => notFound(reply));
    app.setNotFoundHandler((_request, reply) => notFound(reply));
    return;
  }
  // Hashed assets never change under their name: a year in every cache, and none of the validators (ETag,
  // Last-Modified) or range support a revalidation would use, since none happens: bytes each file would carry
  // on every first visit (issue 13's budget for /login counts them).
  await app.register(fastifyStatic, {
    root: path.join(webRoot, 'assets'),
    prefix: '/assets/',
    wildcard: false,
    index: false,
    preCompressed: true,
    etag: false,
    lastModified: false,
    acceptRanges: false,
    cacheControl: false,
    decorateReply: false,
    // Source maps are for the error tracker, not for every visitor (the build links none of them).
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });
  // The rest (index.html, the icon) keeps its validators: it is revalidated on every visit.
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    globIgnore: ['assets/**'],
    // The build writes a .br and a .gz beside each text file; the one the browser accepts is sent as it is.
    preCompressed: true,
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders: (reply) => reply.header('Cache-Control', 'no-cache'),
  });
  const sendAppShell = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html', webRoot);
  // For the few addresses that are both a page (a link in an e-mail) and an API call.
  app.decorate('sendAppShell', sendAppShell);
  const drawnPages = prerenderedPages(webRoot);
  // A drawn page only at its bare address: a query (?referrer=…) can change what the page shows, and what React
  // hydrates must be what the HTML holds.
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const drawn = drawnPages.get(request.url);
    return drawn ? reply.header('Cache-Control', 'no-cache').sendFile(drawn, webRoot) : sendAppShell(reply);
  };
  app.setNotFoundHandler((request, reply) => (wantsPage(request) ? sendPage(request, reply) : notFound(reply)));
}
