/** Longest address RFC 5321 allows through SMTP. */
export const EMAIL_MAX_LENGTH = 254;

// Deliberately simple: one @, no spaces, a dot in the domain. Delivery is the real test.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(value);
}

/** E-mail addresses are unique without regard to case; this is the form they are compared in. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
