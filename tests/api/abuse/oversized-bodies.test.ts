import { execFile } from 'node:child_process';
import type net from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';

// A real server, and Node's own fetch in a process of its own: in one process the client and the server take
// turns on one event loop, which hides the reset a client sees when the server closes while it is still sending.
let t: TestApp;
let base: string;
let jobseekerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  jobseekerToken = (await signUpToken(t.app)).token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
});
afterAll(() => t.close());

type Answer = { status: number; detail?: string } | { error: string };

/** What a client sending 6 MB reads, for each of `times` requests one after another. */
const CLIENT = `
const { URL: base, TOKEN: token, KIND: kind, TIMES: times } = process.env;
const SIX_MB = 6 * 1024 * 1024;
function request() {
  if (kind === 'json') {
    return fetch(base + '/login/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'x'.repeat(SIX_MB), password: 'p' }) });
  }
  if (kind === 'chunked') {
    const chunk = new TextEncoder().encode('"' + 'x'.repeat(65534) + '",');
    let sent = 0;
    const body = new ReadableStream({
      start(controller) { controller.enqueue(new TextEncoder().encode('{"email": [')); },
      pull(controller) {
        if (sent >= SIX_MB) { controller.enqueue(new TextEncoder().encode('"x"]}')); controller.close(); return; }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    return fetch(base + '/login/', { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' });
  }
  const form = new FormData();
  form.append('file', new Blob([Buffer.alloc(SIX_MB, 0x25)], { type: 'application/pdf' }), 'resume.pdf');
  return fetch(base + '/api/extract/resume', { method: 'POST', headers: { authorization: 'Bearer ' + token }, body: form });
}
const answers = [];
for (let i = 0; i < Number(times); i += 1) {
  try {
    const response = await request();
    answers.push({ status: response.status, detail: (await response.json()).detail });
  } catch (error) {
    answers.push({ error: String(error.cause?.code ?? error.cause?.message ?? error.message) });
  }
}
console.log(JSON.stringify(answers));
`;

async function sendFromAnotherProcess(kind: 'json' | 'chunked' | 'multipart', times: number): Promise<Answer[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', CLIENT], {
    env: { ...process.env, URL: base, TOKEN: jobseekerToken, KIND: kind, TIMES: String(times) },
  });
  return JSON.parse(stdout) as Answer[];
}

const TIMES = 5;

describe('a body over the limit, sent by fetch from another process', () => {
  it('of 6 MB of JSON is answered 413 in our error shape every time, never a reset', async () => {
    const answers = await sendFromAnotherProcess('json', TIMES);
    expect(answers).toEqual(
      Array.from({ length: TIMES }, () => ({ status: 413, detail: 'The request body is larger than the 1024 kB this server accepts. Send less at once.' })),
    );
    // The server is none the worse: the next request is answered as usual.
    expect((await fetch(`${base}/api/health/`)).status).toBe(200);
  });

  it('of 6 MB of JSON sent without a length (chunked) is answered 413 once the limit is passed', async () => {
    const answers = await sendFromAnotherProcess('chunked', TIMES);
    expect(answers).toEqual(
      Array.from({ length: TIMES }, () => ({ status: 413, detail: 'The request body is larger than the 1024 kB this server accepts. Send less at once.' })),
    );
  });

  it('of a 6 MB resume upload is answered 413 with the upload limit in words', async () => {
    const answers = await sendFromAnotherProcess('multipart', TIMES);
    expect(answers).toEqual(
      Array.from({ length: TIMES }, () => ({ status: 413, detail: 'The file is larger than 5 MB. Save a smaller PDF or DOCX and try again.' })),
    );
  });
});
