import type { RateLimitRule } from './rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** An allowance per caller address and a smaller one per account, over the same window. */
function perAddressAndAccount(windowMs: number, perAddress: number, perAccount: number): RateLimitRule[] {
  return [
    { by: 'ip', windowMs, max: perAddress },
    { by: 'account', windowMs, max: perAccount },
  ];
}

/** Sending a link by e-mail: few per account, so nobody can flood someone's inbox. */
const SENDING_A_LINK = perAddressAndAccount(HOUR, 30, 5);

/**
 * Allowances per action. The per-address ones are generous because a school's whole staff room may share
 * one address; the per-account ones are what stop guessing and mail-bombing.
 */
export const LIMITS = {
  signUp: perAddressAndAccount(HOUR, 100, 5),
  login: [{ by: 'ip', windowMs: 15 * MINUTE, max: 100 }],
  refresh: perAddressAndAccount(HOUR, 600, 30),
  resendConfirmation: [{ by: 'ip', windowMs: HOUR, max: 30 }],
  // Reading a resume before sign-up is anonymous work on an upload: a person needs a few tries, not hundreds.
  readResumeContact: [{ by: 'ip', windowMs: HOUR, max: 30 }],
  // Every uploaded file read (resumes, logos, job files), per person (a visitor: per address); see fair-use.ts.
  readFile: [{ by: 'account', windowMs: HOUR, max: 30 }],
  twoFactor: perAddressAndAccount(15 * MINUTE, 60, 20),
} satisfies Record<string, RateLimitRule[]>;

/** Sending sign-in and reset links, and redeeming them. */
export const LINK_LIMITS = {
  magicLink: SENDING_A_LINK,
  redeemLink: [{ by: 'ip', windowMs: 15 * MINUTE, max: 60 }],
  passwordReset: SENDING_A_LINK,
} satisfies Record<string, RateLimitRule[]>;
