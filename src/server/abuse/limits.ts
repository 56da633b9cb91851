import type { RateLimitRule } from './rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Allowances per action. The per-address ones are generous because a school's whole staff room may share
 * one address; the per-account ones are what stop guessing and mail-bombing.
 */
export const LIMITS = {
  signUp: [
    { by: 'ip', windowMs: HOUR, max: 100 },
    { by: 'account', windowMs: HOUR, max: 5 },
  ],
  login: [{ by: 'ip', windowMs: 15 * MINUTE, max: 100 }],
  refresh: [
    { by: 'ip', windowMs: HOUR, max: 600 },
    { by: 'account', windowMs: HOUR, max: 30 },
  ],
  resendConfirmation: [{ by: 'ip', windowMs: HOUR, max: 30 }],
  // Reading a resume before sign-up is anonymous work on an upload: a person needs a few tries, not hundreds.
  readResumeContact: [{ by: 'ip', windowMs: HOUR, max: 30 }],
  // Every uploaded file read (resumes, logos, job files), per person (a visitor: per address); see fair-use.ts.
  readFile: [{ by: 'account', windowMs: HOUR, max: 30 }],
  twoFactor: [
    { by: 'ip', windowMs: 15 * MINUTE, max: 60 },
    { by: 'account', windowMs: 15 * MINUTE, max: 20 },
  ],
} satisfies Record<string, RateLimitRule[]>;

/** Sending sign-in and reset links: few per account, so nobody can flood someone's inbox. */
export const LINK_LIMITS = {
  magicLink: [
    { by: 'ip', windowMs: HOUR, max: 30 },
    { by: 'account', windowMs: HOUR, max: 5 },
  ],
  redeemLink: [{ by: 'ip', windowMs: 15 * MINUTE, max: 60 }],
  passwordReset: [
    { by: 'ip', windowMs: HOUR, max: 30 },
    { by: 'account', windowMs: HOUR, max: 5 },
  ],
} satisfies Record<string, RateLimitRule[]>;
