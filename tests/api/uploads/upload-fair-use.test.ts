import crypto from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { GOOD_PASSWORD, login, signUpToken } from '../support/accounts';
import { multipartBody } from '../support/multipart';
import { pdfWith } from '../../support/resume-files';
import { fileReadingLine } from '../../../src/server/uploads/fair-use';

// Through a real server: an upload is held open mid-body, so "while the burst is in flight" is a state the test
// controls, not a timing it hopes for.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const RESUME = pdfWith(['Maya Angelou', 'maya.angelou@example.org', 'Experience', 'Principal, Lincoln High School, 2018 – Present']);

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { detail?: string; code?: string };
}

/** An upload whose body is sent in two halves: the second only on `finish()`. */
interface HeldUpload {
  answer: Promise<Answer>;
  answered: boolean;
  finish(): void;
}

function heldUpload(token: string, url = '/api/extract/resume'): HeldUpload {
  const { payload, headers } = multipartBody([{ name: 'file', value: RESUME, fileName: `resume-${crypto.randomUUID()}.pdf`, contentType: 'application/pdf' }]);
  const half = Math.floor(payload.length / 2);
  const request = http.request({
    host: '127.0.0.1',
    port,
    path: url,
    method: 'POST',
    headers: { ...headers, 'content-length': payload.length, authorization: `Bearer ${token}` },
  });
  const held: HeldUpload = {
    answered: false,
    answer: new Promise<Answer>((resolve, reject) => {
      request.on('error', reject);
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          held.answered = true;
          resolve({ status: response.statusCode!, retryAfter: response.headers['retry-after'], body: JSON.parse(text) as Answer['body'] });
        });
      });
    }),
    finish: () => request.end(payload.subarray(half)),
  };
  request.write(payload.subarray(0, half));
  return held;
}

async function read(token: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/notifications/notifications/unread_count/`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status;
}

/** Resolves once `count` of the uploads have their answer. */
function answersFrom(uploads: HeldUpload[], count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    for (const upload of uploads) {
      void upload.answer.then(
        () => (seen += 1) === count && resolve(),
        () => (seen += 1) === count && resolve(),
      );
    }
  });
}

describe('reading uploaded files, fairly', () => {
  it('reads one file at a time per person: of 16 sent at once, 15 are refused at once, and another person is answered meanwhile', async () => {
    const burster = (await signUpToken(t.app)).token;
    const reader = (await signUpToken(t.app)).token;

    const burst = Array.from({ length: 16 }, () => heldUpload(burster));
    await answersFrom(burst, 15);
    const [inFlight, ...others] = [...burst.filter((upload) => !upload.answered), ...burst.filter((upload) => upload.answered)];
    expect(others).toHaveLength(15);
    for (const refused of others) {
      expect(await refused.answer).toEqual({
        status: 429,
        retryAfter: '5',
        body: { detail: 'Your previous file is still being read. Wait until it has finished, then send the next one.', code: 'rate_limited' },
      });
    }

    // The one upload still being received and read does not hold up another person.
    for (let i = 0; i < 10; i += 1) expect(await read(reader)).toBe(200);
    expect(inFlight!.answered).toBe(false);

    inFlight!.finish();
    expect((await inFlight!.answer).status).toBe(201);
    for (const refused of others) refused.finish();
    // Done reading, the person may send the next file.
    const next = heldUpload(burster);
    next.finish();
    expect((await next.answer).status).toBe(201);
  });

  it('answers 503 with Retry-After when two files are being read and sixteen more wait, and reads the waiting ones in turn', async () => {
    const people = await Promise.all(Array.from({ length: 19 }, async () => (await signUpToken(t.app)).token));
    const reading = people.slice(0, 18).map((token) => heldUpload(token));
    const one = people[18]!;
    // The uploads arrive on 18 connections in no promised order: wait until the server has placed every one.
    await expect.poll(() => fileReadingLine(t.app.ctx), { timeout: 10_000 }).toEqual({ active: 2, waiting: 16 });
    const turnedAway = heldUpload(one);
    expect(await turnedAway.answer).toEqual({
      status: 503,
      retryAfter: '10',
      body: { detail: 'Many files are being read right now. Please try again in a few seconds.', code: 'service_unavailable' },
    });
    turnedAway.finish();

    for (const upload of reading) upload.finish();
    const statuses = await Promise.all(reading.map(async (upload) => (await upload.answer).status));
    expect(statuses).toEqual(Array.from({ length: 18 }, () => 201));
    expect(fileReadingLine(t.app.ctx)).toEqual({ active: 0, waiting: 0 });
  });

  it('reads at most 30 files an hour per person, then answers 429 with Retry-After until the hour is over', async () => {
    const { email } = await signUpToken(t.app);
    // At the start of an hour: the allowance counts by the clock's hours.
    t.clock.advance(HOUR - (t.clock.now().getTime() % HOUR));
    const { payload, headers } = multipartBody([{ name: 'file', value: RESUME, fileName: 'resume.pdf', contentType: 'application/pdf' }]);
    // Signed in afresh each time: the clock moves further than an access token lasts.
    const upload = async () => {
      const token = (await login(t.app, email, GOOD_PASSWORD)).json<{ token: string }>().token;
      return t.app.inject({ method: 'POST', url: '/api/extract/resume', headers: { ...headers, authorization: `Bearer ${token}` }, payload });
    };
    for (let i = 0; i < 30; i += 1) expect((await upload()).statusCode).toBe(201);

    t.clock.advance(45 * 60_000);
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    expect(refused.json().detail).toBe('You have sent 30 files this hour, the most one person can. Please wait 15 minutes and try again.');

    t.clock.advance(15 * 60_000);
    expect((await upload()).statusCode).toBe(201);
  }, 60_000);
});
