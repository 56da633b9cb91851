/** The answer of the calls that start or renew a session. */
export type { TokenResponse } from '../../../shared/wire/account-wire';
