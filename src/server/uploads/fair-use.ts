import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consumeRateLimit } from '../abuse/rate-limit';
import { LIMITS } from '../abuse/limits';
import { AppError } from '../errors/app-error';
import type { AppContext } from '../http/app-context';
import { WaitingLine } from './waiting-line';

/**
 * Uploaded files read at once in this process. Reading one holds its bytes a few times over (the parts, the
 * copy for the reading thread, the stored row) and, on embedded PGlite, the database while it is stored; two at
 * a time keep both cores busy without letting a burst take the memory or the database from everyone else.
 */
const READING_AT_ONCE = 2;
/** Uploads that may wait for their turn; past this the server says it is busy instead of piling up work. */
const MAX_WAITING = 16;
/** What a refused upload is told to wait: a file takes a few seconds to read. */
const RETRY_ONE_AT_A_TIME_S = 5;
const RETRY_BUSY_S = 10;

export const ONE_AT_A_TIME_MESSAGE = 'Your previous file is still being read. Wait until it has finished, then send the next one.';
export const BUSY_MESSAGE = 'Many files are being read right now. Please try again in a few seconds.';

interface FileReading {
  line: WaitingLine;
  /** The people with a file being read (or waiting to be). */
  people: Set<string>;
}

/** One line per application: in production one per process; tests build many apps in one process. */
const readingOf = new WeakMap<AppContext, FileReading>();

function fileReading(ctx: AppContext): FileReading {
  let state = readingOf.get(ctx);
  if (!state) {
    state = { line: new WaitingLine(READING_AT_ONCE, MAX_WAITING), people: new Set() };
    readingOf.set(ctx, state);
  }
  return state;
}

/** How many files the application is reading and how many wait: for tests and the benchmark. */
export function fileReadingLine(ctx: AppContext): { active: number; waiting: number } {
  return fileReading(ctx).line.size;
}

function personOf(request: FastifyRequest): string {
  // Visitors (reading a resume before sign-up) are known only by their address.
  return request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`;
}

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * A preHandler for every route that reads an uploaded file (resumes, logos, job files), run before any of the
 * body is read. Per person: one file at a time (429), and LIMITS.readFile an hour, counted in the database so
 * every instance shares the count (429 with Retry-After). Per process: READING_AT_ONCE files read at once, up to
 * MAX_WAITING more waiting their turn, and past that 503 with Retry-After. The refused body is read and dropped
 * by the error handler, so the sender reads the answer. The turn is given back when the answer has been sent.
 */
export async function fairUseOfFileReading(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const person = personOf(request);
  const { line, people: reading } = fileReading(this.ctx);
  if (reading.has(person)) {
    throw AppError.detail(429, ONE_AT_A_TIME_MESSAGE, { 'Retry-After': String(RETRY_ONE_AT_A_TIME_S) });
  }
  reading.add(person);
  let place: ReturnType<WaitingLine['join']>;
  const release = () => {
    reading.delete(person);
    place?.leave();
  };
  try {
    for (const rule of LIMITS.readFile) {
      const wait = await consumeRateLimit(this.ctx.db, `read-file:${rule.windowMs}:${person}`, rule, this.ctx.clock.now());
      if (wait !== undefined) {
        throw AppError.detail(429, `You have sent ${rule.max} files this hour, the most one person can. Please wait ${waitText(wait)} and try again.`, {
          'Retry-After': String(wait),
        });
      }
    }
    place = line.join();
    if (!place) throw AppError.detail(503, BUSY_MESSAGE, { 'Retry-After': String(RETRY_BUSY_S) });
    // Whether answered, failed or cut off by the sender, the person and the turn are free again.
    reply.raw.once('close', release);
    await place.ready;
    // The sender gave up while waiting: there is no one left to read the file for.
    if (request.raw.destroyed || reply.raw.destroyed) throw AppError.detail(400, 'The upload was canceled before its turn.');
  } catch (error) {
    release();
    throw error;
  }
}
