/** The answer of the calls that start or renew a session. */
export interface TokenResponse {
  token: string;
}
