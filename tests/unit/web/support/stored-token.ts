import { JWT_STORAGE_KEY } from '../../../../src/shared/session-constants';

export function storedToken(): string | null {
  return localStorage.getItem(JWT_STORAGE_KEY);
}
