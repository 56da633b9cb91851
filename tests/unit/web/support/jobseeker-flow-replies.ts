import { loadFlowVersion } from '../../../../scripts/lib/schema-files';
import type { RecordedRequest, Reply } from './test-server';

/**
 * What the server answers a new job seeker's browser for the onboarding flow: the real flow file and no answers
 * yet. Undefined for any other request.
 */
export function jobseekerFlowReply(request: Pick<RecordedRequest, 'method' | 'url'>): Reply | undefined {
  if (request.method !== 'GET') return undefined;
  if (request.url === '/api/flows/jobseeker/?version=1') return { status: 200, body: { flow: loadFlowVersion('jobseeker', 1) } };
  if (request.url === '/api/my-answers/jobseeker/')
    return { status: 200, body: { flow: 'jobseeker', version: 1, answers: {}, completed_sections: [], updated_at: null } };
  return undefined;
}

/** The same, as routes for `answer(server, {...})`. */
export function jobseekerFlowRoutes(): Record<string, Reply> {
  return {
    'GET /api/flows/jobseeker/?version=1': jobseekerFlowReply({ method: 'GET', url: '/api/flows/jobseeker/?version=1' })!,
    'GET /api/my-answers/jobseeker/': jobseekerFlowReply({ method: 'GET', url: '/api/my-answers/jobseeker/' })!,
  };
}
