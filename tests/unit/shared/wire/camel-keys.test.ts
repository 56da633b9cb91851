import { describe, expect, it } from 'vitest';
import { fromWire } from '../../../../src/shared/wire-keys';
import type { SignInAnswer, SignInAnswerWire } from '../../../../src/shared/wire/account-wire';

describe('CamelKeys', () => {
  // The expected objects are typed by CamelKeys (`satisfies`), so a type key that differs from what fromWire
  // produces fails the type check, and a runtime key that differs fails here.
  it('names the two-factor step of a sign-in as fromWire reads it, a letter after a digit capitalised', () => {
    const wire = { requires_2fa: true, user_id: 7, message: 'Enter your code.' } satisfies SignInAnswerWire;
    expect(fromWire<SignInAnswer>(wire)).toEqual({ requires2Fa: true, userId: 7, message: 'Enter your code.' } satisfies SignInAnswer);
  });

  it('reads a token answer unchanged', () => {
    expect(fromWire<SignInAnswer>({ token: 'abc' } satisfies SignInAnswerWire)).toEqual({ token: 'abc' } satisfies SignInAnswer);
  });
});
