import { useSession } from '../session/use-session';
import { Redirect } from '../navigation/redirect';

/** Any path the route map does not know: /dashboard for a signed-in user of a known type, else / (spec 000 §2). */
export function FallbackRedirect() {
  const { valid, claims } = useSession();
  const signedIn = valid && claims?.userType !== null && claims?.userType !== undefined;
  return <Redirect to={signedIn ? '/dashboard' : '/'} />;
}
