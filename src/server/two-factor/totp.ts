import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Education Hiring Marketplace';
const PERIOD = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secretBase32), period: PERIOD, digits: 6 });
}

/**
 * The time step a 6-digit code belongs to, accepting one step of clock drift either way; undefined when the
 * code is wrong.
 */
export function matchingCounter(secretBase32: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secretBase32), period: PERIOD, timestamp: now.getTime(), window: 1 });
  if (delta === null) return undefined;
  return TOTP.counter({ period: PERIOD, timestamp: now.getTime() }) + delta;
}
