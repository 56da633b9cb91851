import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../tests/support/server-process';

/**
 * `npm run bench` (uploads): issue 24 item 1. The real server as its own process; while uploads of 5 MB PDFs
 * arrive at once (16 from one person, then one from each of 16 people), another person polls their unread
 * notifications one request after another. Prints that person's p50/p95 during the burst against the same
 * reads at rest, what the uploads were answered, and the server's resident memory at rest and at its peak
 * (sampled every 10 ms from /proc). On embedded PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or
 * DATABASE_URL) names a server (a database of its own, `bench_uploads`, made afresh). Prints figures; asserts
 * nothing. Targets: p95 ≤ 200 ms, peak within 400 MB of rest.
 */
const BURST = 16;
const FILE_BYTES = 5 * 1024 * 1024 - 64 * 1024;
const P95_TARGET_MS = 200;
const PEAK_TARGET_MB = 400;

/** A one-page resume PDF padded to `bytes` with an unreferenced stream of random (incompressible) bytes. */
function resumePdf(bytes: number): Buffer {
  const content = [
    'BT',
    '/F1 12 Tf',
    '14 TL',
    '72 720 Td',
    '(Maya Angelou) Tj T*',
    '(maya.angelou@example.org) Tj T*',
    '(Experience) Tj T*',
    '(Principal, Lincoln High School, 2018 - Present) Tj T*',
    'ET',
  ].join('\n');
  const head = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  const padding = crypto.randomBytes(bytes - 2048);
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const add = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  head.forEach((body, index) => {
    offsets.push(length);
    add(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  add(Buffer.from(`6 0 obj\n<< /Length ${padding.length} >>\nstream\n`, 'latin1'));
  add(padding);
  add(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xref = length;
  add(Buffer.from(`xref\n0 7\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`, 'latin1'));
  add(Buffer.from(`trailer\n<< /Size 7 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

function residentMb(pid: number): number {
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}

async function signUp(server: ServerProcess, n: number): Promise<string> {
  const response = await fetch(`${server.url}/api/user/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: `Person${n}`,
      email: `bench-${n}-${crypto.randomUUID()}@example.org`,
      password: 'Correct9Horse',
      user_type: 'jobseeker',
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function timedRead(server: ServerProcess, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/notifications/notifications/unread_count/`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`read answered ${response.status}`);
  return performance.now() - started;
}

async function upload(server: ServerProcess, token: string, file: Buffer): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'resume.pdf');
  const response = await fetch(`${server.url}/api/extract/resume`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  await response.arrayBuffer();
  return response.status;
}

interface BurstFigures {
  readsP50: number;
  readsP95: number;
  reads: number;
  answers: string;
  seconds: number;
  peakMb: number;
}

/** The uploads at once, the reader polling meanwhile, memory sampled: until every upload has its answer. */
async function burst(server: ServerProcess, reader: string, uploaders: string[], file: Buffer): Promise<BurstFigures> {
  const pid = server.child.pid!;
  let peak = residentMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 10);
  const started = performance.now();
  let done = false;
  const uploads = Promise.all(uploaders.map((token) => upload(server, token, file))).finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) latencies.push(await timedRead(server, reader));
  const statuses = await uploads;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, residentMb(pid));
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return {
    readsP50: percentile(latencies, 50),
    readsP95: percentile(latencies, 95),
    reads: latencies.length,
    answers: [...counts].map(([status, count]) => `${count}× ${status}`).join(', '),
    seconds: Math.round(seconds * 10) / 10,
    peakMb: Math.round(peak),
  };
}

async function benchDatabase(kind: 'pglite' | 'postgres', databaseUrl: string, file: Buffer): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-uploads-'));
  // As in production: no demo data to seed first, only the people the bench signs up.
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_SECRET: crypto.randomBytes(48).toString('base64'),
  });
  try {
    const reader = await signUp(server, 0);
    const people: string[] = [];
    for (let n = 1; n <= BURST; n += 1) people.push(await signUp(server, n));
    const rest: number[] = [];
    for (let i = 0; i < 200; i += 1) rest.push(await timedRead(server, reader));
    const restMb = Math.round(residentMb(server.child.pid!));

    const rows = [];
    for (const [name, uploaders] of [
      [`${BURST} uploads at once by one person`, Array.from({ length: BURST }, () => people[0]!)],
      [`1 upload each by ${BURST} people at once`, people],
    ] as const) {
      const figures = await burst(server, reader, [...uploaders], file);
      rows.push({
        scenario: name,
        uploads: figures.answers,
        's to answer all': figures.seconds,
        "reader's p50 ms": figures.readsP50,
        "reader's p95 ms": figures.readsP95,
        reads: figures.reads,
        [`p95 ≤ ${P95_TARGET_MS} ms`]: figures.readsP95 <= P95_TARGET_MS ? 'yes' : 'NO',
        'peak MB': figures.peakMb,
        'peak − rest MB': figures.peakMb - restMb,
        [`within ${PEAK_TARGET_MB} MB`]: figures.peakMb - restMb <= PEAK_TARGET_MB ? 'yes' : 'NO',
      });
    }
    console.log(
      `\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}: at rest the reader's p50 ${percentile(rest, 50)} ms, p95 ${percentile(rest, 95)} ms; the server holds ${restMb} MB.`,
    );
    console.table(rows);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function freshPostgresDatabase(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS bench_uploads WITH (FORCE)');
  await admin.query('CREATE DATABASE bench_uploads');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/bench_uploads';
  return url.toString();
}

const file = resumePdf(FILE_BYTES);
console.log(`\nUploads (issue 24 item 1): ${(file.length / 1024 / 1024).toFixed(1)} MB PDFs; ${os.cpus().length} cores, Node ${process.version}.`);
await benchDatabase('pglite', '', file);
const postgresServer = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (postgresServer) await benchDatabase('postgres', await freshPostgresDatabase(postgresServer), file);
else console.log('\nSet BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server to measure it too.');
