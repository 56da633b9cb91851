import { useEffect } from 'react';
import { onApiResponse } from '../api/response-listeners';
import { refreshSessionIfDue } from './refresh-session';

/** Hooks the session refresh onto every API answer while the app shell is mounted (spec 000 §4). */
export function useSessionRefresh(): void {
  useEffect(() => onApiResponse(refreshSessionIfDue), []);
}
