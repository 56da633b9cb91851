import type { SignInAnswer } from '../../../shared/wire/account-wire';

/**
 * What a proven first factor (password, e-mailed link, password reset) answers: a session token, or for an
 * account with two-factor sign-in a challenge to answer with a code (spec 000 §4 Login).
 */
export type { SignInAnswer } from '../../../shared/wire/account-wire';

/** The code step's input: whose sign-in it is and what the server asks for (the wire's two-factor step). */
export type TwoFactorChallenge = Omit<Extract<SignInAnswer, { requires2Fa: true }>, 'requires2Fa'>;

export type SignInOutcome = { kind: 'token'; token: string } | { kind: 'two-factor'; challenge: TwoFactorChallenge } | { kind: 'unknown' };

const DEFAULT_CHALLENGE_MESSAGE = 'Enter the 6-digit code from your authenticator app, or one of your backup codes.';

/** Sorts an answer into a session, a code step or neither (an answer the app cannot act on). */
export function readSignInAnswer(answer: SignInAnswer | null | undefined): SignInOutcome {
  if (answer && 'requires2Fa' in answer && answer.requires2Fa) {
    const { userId } = answer;
    if (!Number.isSafeInteger(userId) || userId <= 0) return { kind: 'unknown' };
    return { kind: 'two-factor', challenge: { userId, message: answer.message.trim() || DEFAULT_CHALLENGE_MESSAGE } };
  }
  if (answer && 'token' in answer && typeof answer.token === 'string' && answer.token !== '') return { kind: 'token', token: answer.token };
  return { kind: 'unknown' };
}
