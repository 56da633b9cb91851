import type { JobHandler, RecurringJob } from '../queue/job-worker';

const SWEEP_STORED_FILES = 'sweep_stored_files';

/** Hourly: a deleted account's resume leaves the data folder within the hour (plus the sweep's grace). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes files in the data folder that no row names (embedded PGlite; nothing to do where bytes stay in rows). */
export const STORED_FILE_JOB_HANDLERS: Record<string, JobHandler> = {
  [SWEEP_STORED_FILES]: async (_job, ctx) => {
    await ctx.files.sweep(ctx.db);
  },
};

export const STORED_FILE_RECURRING_JOBS: readonly RecurringJob[] = [{ kind: SWEEP_STORED_FILES, everyMs: SWEEP_EVERY_MS }];
