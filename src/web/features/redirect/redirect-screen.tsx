import { useSearchParams } from 'react-router-dom';
import { redirectTarget } from './redirect-target';
import { Redirect } from '../../navigation/redirect';

/** /redirect?to=/some/path: on to a path of this site, never to another site (spec 000 §2). */
export function RedirectScreen() {
  const [searchParams] = useSearchParams();
  return <Redirect to={redirectTarget(searchParams.get('to'))} />;
}
