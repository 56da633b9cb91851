import type { ReactNode } from 'react';
import { useSession } from '../session/use-session';
import { useConnectionState } from './connection-store';
import { ServiceUnavailableScreen } from './service-unavailable-screen';

/**
 * Puts the unavailable screen in place of the page while it is up (see shouldShowUnavailable). The page stays
 * mounted underneath, only hidden, so when the connection is back the person is where they were, with
 * whatever they had typed.
 */
export function ConnectionGate({ children }: { children: ReactNode }) {
  const { error, unavailable } = useConnectionState();
  const { token } = useSession();
  const show = unavailable && error !== null && token !== null;
  return (
    <>
      {show && <ServiceUnavailableScreen />}
      {/* display: contents leaves the page's own layout exactly as it would be without this wrapper. */}
      <div style={{ display: show ? 'none' : 'contents' }}>{children}</div>
    </>
  );
}
