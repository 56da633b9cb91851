/** The password rule of spec 000 §5, shared by the sign-up checklist and the server. */
export const PASSWORD_MIN_LENGTH = 9;
/** Long passphrases are welcome; the cap only keeps hashing cost bounded. */
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordCheck {
  /** The checklist line exactly as spec 000 §5 words it. */
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_CHECKS: readonly PasswordCheck[] = [
  { label: 'Is at least 9 characters long', test: (p) => [...p].length >= PASSWORD_MIN_LENGTH },
  { label: 'Contains at least 1 uppercase letter', test: (p) => /\p{Lu}/u.test(p) },
  { label: 'Contains at least 1 lowercase letter', test: (p) => /\p{Ll}/u.test(p) },
  { label: 'Contains at least 1 number', test: (p) => /\d/.test(p) },
];

export const PASSWORD_MISMATCH_LABEL = 'Passwords must match';

/**
 * Problems with a password as sentences a person can act on; empty when it is acceptable.
 * The password is never trimmed or truncated: what the user typed is what is checked and stored.
 */
export function passwordProblems(password: string): string[] {
  const problems = PASSWORD_CHECKS.filter((check) => !check.test(password)).map(
    (check) => `The password must satisfy: ${check.label.charAt(0).toLowerCase()}${check.label.slice(1)}.`,
  );
  if ([...password].length > PASSWORD_MAX_LENGTH) {
    problems.push(`The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);
  }
  return problems;
}
