import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What this process counts wherever it happens, outside any one app instance (the mailer and the resume reader
 * are made before the app and shared): e-mails by outcome, resume reading time, and Node's own figures (memory,
 * event loop lag, garbage collection). Served by every app's GET /metrics beside the app's own.
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });

/** Outcomes: kept (written to the outbox, no SMTP_URL), sent (handed to the SMTP server), failed (the SMTP server refused it). */
export const emailsTotal = new Counter({
  name: 'emails_total',
  help: 'E-mails this process sent (SMTP), kept in the outbox (no SMTP_URL) or failed to send, by outcome.',
  labelNames: ['outcome'] as const,
  registers: [processMetrics],
});

export const resumeReadingSeconds = new Histogram({
  name: 'resume_reading_seconds',
  help: 'Time to receive an uploaded resume and read its text into suggested answers, by outcome (HTTP status class).',
  labelNames: ['route', 'status'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16],
  registers: [processMetrics],
});
