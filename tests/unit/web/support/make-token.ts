/** An unsigned JWT with the given claims: enough for the client, which only decodes (the server verifies). */
export function makeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJl`;
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A token of the given user type that expires `secondsLeft` from now (negative: already expired). */
export function sessionToken(userType: string, secondsLeft = 3600): string {
  return makeToken({ exp: nowSeconds() + secondsLeft, user_id: 7, user_type: userType, orig_iat: nowSeconds() });
}
