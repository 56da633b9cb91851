// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest } from '../../../../src/web/api/api-client';
import type { TestServer } from '../support/test-server';
import { startTestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A flow document as a staff member writes it: field names, option codes as keys, snake_case among them. */
const document = {
  id: 'jobseeker',
  version: 2,
  questions: { availableStartDate: { optionDescriptions: { '1_3_months': 'One to three months', talent_hr: 'People' } } },
  saveTargets: { profile: { kind: 'answers', path: '/api/profile/{userId}/' } },
};

describe('properties whose keys are data, through the API client on any route, with no option (issue 37 item 4)', () => {
  it('a flow document is sent and read back exactly as written, while the answer around it is camelCased', async () => {
    server.reply(() => ({ status: 200, body: { flow: document, updated_at: '2026-12-02T16:00:00Z' } }));
    const saved = await apiRequest<unknown>('/api/flows/jobseeker/draft/', { method: 'PUT', body: { flow: document } });
    expect(server.requests.at(-1)?.body).toEqual({ flow: document });
    expect(saved).toEqual({ flow: document, updatedAt: '2026-12-02T16:00:00Z' });
  });

  it('a published version’s document and a fixture’s answers keep their keys; the publish answer beside them reads in camelCase', async () => {
    const answers = { first_name: 'Ada', recentExperience: { job_title: 'Principal' }, hours: ['full_time'] };
    server.reply((request) =>
      request.url.includes('fixtures')
        ? { status: 200, body: [{ name: 'whole-path', version: 1, answers }] }
        : { status: 201, body: { flow_id: 'jobseeker', version: 2, published_at: 'now', migration: { from_version: 1, answer_sets: 3 }, document } },
    );
    expect(await apiRequest('/api/flows/jobseeker/fixtures/')).toEqual([{ name: 'whole-path', version: 1, answers }]);
    expect(await apiRequest('/api/flows/jobseeker/versions/', { method: 'POST', body: { flow: document } })).toEqual({
      flowId: 'jobseeker',
      version: 2,
      publishedAt: 'now',
      migration: { fromVersion: 1, answerSets: 3 },
      document,
    });
  });
});
