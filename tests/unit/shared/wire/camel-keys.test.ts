import { describe, expect, it } from 'vitest';
import { fromWire } from '../../../../src/shared/wire-keys';
import type { SignInAnswer, signInAnswerWireSchema } from '../../../../src/shared/wire/account-wire';
import type { FromSchema } from 'json-schema-to-ts';

describe('CamelKeys', () => {
  // The expected objects are typed by CamelKeys (`satisfies`), so a type key that differs from what fromWire
  // produces fails the type check, and a runtime key that differs fails here.
  it('names the two-factor step of a sign-in as fromWire reads it, a letter after a digit capitalised', () => {
    const wire = { requires_2fa: true, user_id: 7, message: 'Enter your code.' } satisfies FromSchema<typeof signInAnswerWireSchema>;
    expect(fromWire<SignInAnswer>(wire)).toEqual({ requires2Fa: true, userId: 7, message: 'Enter your code.' } satisfies SignInAnswer);
  });

  it('reads a token answer unchanged', () => {
    expect(fromWire<SignInAnswer>({ token: 'abc' } satisfies FromSchema<typeof signInAnswerWireSchema>)).toEqual({ token: 'abc' } satisfies SignInAnswer);
  });
});
