import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { actAsEmployer } from '../../api/staff/act-as-employer';
import type { StaffEmployer } from '../../api/staff/staff-employer';
import { isApiError } from '../../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';
import { storeToken } from '../../session/token-store';

export interface ActAsEmployer {
  switchingTo: number | null;
  /** A short account of the last failed switch, for the screen. */
  failure: string | null;
  actAs: (employer: StaffEmployer) => void;
}

/**
 * Starts impersonating an employee of the organisation (spec 000 §4): POST /personify-employee/, then the
 * employee's token and /dashboard. A failed switch is logged (console.warn) and the staff member stays put.
 *
 * The order matters. Storing an employee's token while this staff-only page is still shown lets the route
 * guard, when it already knows that employee's profile, send the person to the wrong-account login before
 * the navigation lands. So the navigation goes first, on the staff session, and the token is stored as this
 * page unmounts, when /dashboard has taken its place.
 */
export function useActAsEmployer(): ActAsEmployer {
  const navigate = useNavigate();
  const [switchingTo, setSwitchingTo] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const tokenToStore = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (tokenToStore.current === null) return;
      storeToken(tokenToStore.current);
      tokenToStore.current = null;
    },
    [],
  );

  function actAs(employer: StaffEmployer): void {
    if (switchingTo !== null) return;
    setSwitchingTo(employer.id);
    setFailure(null);
    actAsEmployer(employer.id).then(
      ({ token }) => {
        tokenToStore.current = token;
        void navigate('/dashboard');
      },
      (error: unknown) => {
        console.warn(`Could not act as an employee of ${employer.name}.`, error);
        setFailure(`Could not act as ${employer.name}. ${isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE}`);
        setSwitchingTo(null);
      },
    );
  }

  return { switchingTo, failure, actAs };
}
