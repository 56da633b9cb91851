import path from 'node:path';
import { badMetricsAllowEntry } from './metrics/metrics-access';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Where the question schemas are read from (meta/, enums/, flows/); the project's schemas/ by default. */
  schemasDir: string | undefined;
  databaseUrl: string | undefined;
  /** Undefined outside production: a secret is then generated once and kept in the data folder. */
  jwtSecret: string | undefined;
  jwtTtlMinutes: number;
  production: boolean;
  logLevel: string;
  /** nodemailer transport URL; without it e-mail is kept in the outbox (table and DATA_DIR/outbox/). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address people open the product at, for links in e-mails. */
  publicUrl: string;
  /** Other sites' pages allowed to call the API from a browser (CORS); none by default. */
  corsOrigins: string[];
  /** Extra hosts the browser app may connect to (the error-reporting service). */
  cspConnectSources: string[];
  /**
   * Outside production only: the server's clock runs this far ahead of the machine's (CLOCK_OFFSET_HOURS), so a
   * person trying the product, or a browser test, can see tomorrow's scheduled e-mails today.
   */
  clockOffsetMs: number;
  /** Addresses besides this machine's own that may read GET /metrics (METRICS_ALLOW: IPs or address/prefix, commas between). */
  metricsAllow: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start because of its configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

function integerSetting(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (it is "${raw}").`);
    return fallback;
  }
  return value;
}

/** Reads and checks every setting at once, so a broken deployment learns all its mistakes in one go. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const port = integerSetting(env, 'PORT', 3000, 0, 65535, problems);
  const jwtTtlMinutes = integerSetting(env, 'JWT_TTL_MINUTES', 30, 1, 24 * 60, problems);

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a PostgreSQL URL such as postgres://user@host:5432/dbname.');
  }

  const jwtSecret = env.JWT_SECRET || undefined;
  if (production && (!jwtSecret || Buffer.byteLength(jwtSecret) < 32)) {
    problems.push('JWT_SECRET must be set to at least 32 bytes of random text when NODE_ENV=production.');
  }

  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(publicUrl)) problems.push('PUBLIC_URL must be an http(s) address such as https://hire.example.org.');
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://.');

  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) problems.push(`CORS_ORIGINS entries must be origins such as https://partner.example.org (not "${origin}").`);
  }
  const cspConnectSources: string[] = [];
  if (env.SENTRY_DSN) {
    try {
      cspConnectSources.push(new URL(env.SENTRY_DSN).origin);
    } catch {
      problems.push('SENTRY_DSN must be the DSN URL the error-reporting service gave you.');
    }
  }

  const clockOffsetHours = integerSetting(env, 'CLOCK_OFFSET_HOURS', 0, 0, 24 * 366, problems);
  if (production && clockOffsetHours !== 0) problems.push('CLOCK_OFFSET_HOURS is for trying the product and tests; unset it when NODE_ENV=production.');

  const metricsAllow = (env.METRICS_ALLOW ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of metricsAllow) {
    if (badMetricsAllowEntry(entry) !== undefined)
      problems.push(`METRICS_ALLOW entries must be IP addresses or address/prefix such as 10.0.0.0/24 (not "${entry}").`);
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    schemasDir: env.SCHEMAS_DIR ? path.resolve(env.SCHEMAS_DIR) : undefined,
    databaseUrl,
    jwtSecret,
    jwtTtlMinutes,
    production,
    // Request logs are for operators; a local run stays quiet unless asked.
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'warn'),
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Education Hiring Marketplace <no-reply@localhost>',
    publicUrl,
    corsOrigins,
    cspConnectSources,
    clockOffsetMs: clockOffsetHours * 3_600_000,
    metricsAllow,
  };
}
