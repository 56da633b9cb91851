import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { revertPersona } from '../../api/account/revert-persona';
import { storeToken } from '../../session/token-store';

const STAFF_HOME = '/dashboard';

/**
 * Back to Staff Account: swaps the impersonated employee's token for the staff member's own and goes to
 * /dashboard. A failed switch is only logged (spec 000 §4): the person stays where they are, still signed in.
 *
 * The token is stored only once the router has arrived at /dashboard. The router moves in a React transition
 * while a new token re-renders at once, so storing it first would show the staff token to the employee-only
 * page still on screen, whose guard would send the person to /login?referrer=requires_login.
 */
export function useBackToStaff(): { pending: boolean; backToStaff: () => void } {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const staffToken = useRef<string | null>(null);

  useEffect(() => {
    if (staffToken.current === null || location.pathname !== STAFF_HOME) return;
    storeToken(staffToken.current);
    staffToken.current = null;
  }, [location]);

  function backToStaff(): void {
    if (pending) return;
    setPending(true);
    revertPersona()
      .then(({ token }) => {
        staffToken.current = token;
        return navigate(STAFF_HOME);
      })
      .catch((error: unknown) => {
        console.warn('Could not switch back to the staff account.', error);
      })
      .finally(() => setPending(false));
  }
  return { pending, backToStaff };
}
