import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// A built app in miniature, as `vite build` lays it out: hashed assets with a .br and .gz beside each, and a
// source map that is not linked.
const script = `console.log(${JSON.stringify('the app '.repeat(400))});`;
let webRoot: string;
let t: TestApp;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>');
  fs.writeFileSync(path.join(webRoot, 'assets/index-abc123.js'), script);
  fs.writeFileSync(path.join(webRoot, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(webRoot, 'assets/index-abc123.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(webRoot, 'assets/index-abc123.js.map'), '{"version":3,"sources":["src/web/secret.ts"]}');
  fs.writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({}, { webRoot });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('the built app as the server sends it', () => {
  it('sends a hashed asset brotli-compressed to a browser that accepts it, cached for a year as immutable', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    // Nothing revalidates an immutable file: the validators would be bytes on every first visit for nothing.
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
    expect(response.headers['accept-ranges']).toBeUndefined();
  });

  it('sends files outside the hashed assets uncached but revalidated, so an unchanged one costs a 304', async () => {
    const first = await t.app.inject({ url: '/favicon.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');
    const again = await t.app.inject({ url: '/favicon.svg', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  it('does not give source maps to browsers', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js.map', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.payload).not.toContain('secret.ts');
  });

  it('sends the page shell uncached for any page address', async () => {
    const response = await t.app.inject({ url: '/login', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.payload).toContain('<div id="root">');
  });
});

describe('headers on the built app', () => {
  it('keeps nosniff on assets and leaves the document-only policies to the page', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    const page = await t.app.inject({ url: '/login', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});
