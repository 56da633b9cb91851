import type { Clock } from '../clock';
import type { Config } from '../config';
import type { AppDb } from '../db/database';
import type { ReadCache } from '../db/read-cache';
import type { UserRow } from '../db/schema';
import type { TokenClaims } from '../auth/session-token';
import type { Mailer } from '../mail/mail-message';
import type { PublishedFlows } from '../flows/published-flows';
import type { FileBytes } from '../uploads/file-bytes';

/** What every route module needs, attached to the Fastify instance once. */
export interface AppContext {
  config: Config;
  db: AppDb;
  /** The database's reads kept in memory (`Database.readCache`). */
  readCache: ReadCache;
  clock: Clock;
  jwtSecret: Uint8Array;
  mailer: Mailer;
  /** The question flows: the versions in schemas/ and those staff published since, brought up to date on every request. */
  flows: PublishedFlows;
  /** Where uploaded files' bytes are kept: in their rows, or in the data folder on embedded PGlite. */
  files: FileBytes;
}

export interface Authenticated {
  /** Shared with other requests through the read cache: never changed in place. */
  user: Readonly<UserRow>;
  claims: TokenClaims;
  /** The staff member acting as `user`, during an impersonation. */
  actingStaff: UserRow | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Answers with the web app's index.html (404 when the app is not built). */
    sendAppShell(reply: FastifyReply): FastifyReply;
  }
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}
