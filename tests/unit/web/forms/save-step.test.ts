// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { loadFlow, type Flow, type FlowDocument } from '../../../../src/flows';
import { createNodeStepValidator } from '../../../../src/server/flows/node-step-validator';
import { readEnums, readJson, readMetaSchema, FLOWS_DIR } from '../../../../scripts/lib/schema-files';
import { saveStep } from '../../../../src/web/forms/save-step';
import { stubFetch, type FetchStub } from '../support/fetch-stub';

/** A flow file as written on disk, changed the way a product person would change it: in JSON only. */
function flowFromJson(id: string, edit: (document: FlowDocument) => void = () => undefined): Flow {
  const document = structuredClone(readJson(`${FLOWS_DIR}/${id}/v1.json`)) as FlowDocument;
  edit(document);
  return loadFlow({ flow: document, metaSchema: readMetaSchema('flow'), enums: readEnums(), source: `${id}/v1.json` }, createNodeStepValidator());
}

let fetch: FetchStub;
beforeEach(() => {
  fetch = stubFetch();
  fetch.reply((call) => ({
    status: call.method === 'POST' ? 201 : call.method === 'DELETE' ? 204 : 200,
    body: call.method === 'DELETE' ? undefined : { id: 99 },
  }));
});
afterEach(() => vi.unstubAllGlobals());

const step = (flow: Flow, name: string) => flow.steps.find((candidate) => candidate.name === name)!;
const sent = () => fetch.calls.map((call) => `${call.method} ${call.url}`);

describe('saving a step where the flow file says', () => {
  it('sends a question added in JSON alone to the resource its saveTo names, in snake_case', async () => {
    const flow = flowFromJson('jobseeker', (document) => {
      document.questions.favouriteSubject = {
        label: 'Which subject do you most like to teach?',
        schema: { type: 'string', maxLength: 40, errorMessage: { maxLength: 'Keep it under 40 characters' } },
        saveTo: 'personal-wiring',
        ui: { widget: 'text' },
      };
      document.steps.find((candidate) => candidate.name === 'teamwork_approach')!.questions.push('favouriteSubject');
    });
    const teamwork = step(flow, 'teamwork_approach');
    await saveStep(flow, teamwork, teamwork.questions, {}, { teamworkApproach: 'shared', favouriteSubject: 'Algebra' }, { userId: 7 });
    expect(fetch.calls).toEqual([
      expect.objectContaining({ method: 'PATCH', url: '/api/personal-wiring/7/', body: { teamwork_approach: 'shared', favourite_subject: 'Algebra' } }),
    ]);
  });

  it('clears an emptied answer with null instead of dropping it', async () => {
    const flow = flowFromJson('jobseeker');
    const wrapUp = step(flow, 'wrap_up');
    await saveStep(flow, wrapUp, ['linkedinUrl'], { linkedinUrl: 'https://linkedin.com/in/ada' }, { linkedinUrl: '' }, { userId: 7 });
    expect(fetch.calls).toEqual([expect.objectContaining({ method: 'PATCH', url: '/api/social-accounts/7/', body: { linkedin_url: null } })]);
  });

  it('creates, changes and deletes records one call each at the paths of their save target', async () => {
    const flow = flowFromJson('jobseeker');
    const stored = {
      workExperience: [
        { id: 5, name: 'Old School', jobTitle: 'Teacher' },
        { id: 6, name: 'Kept', jobTitle: 'Aide' },
      ],
    };
    const edited = {
      workExperience: [
        { id: 6, name: 'Kept', jobTitle: 'Lead Aide' },
        { name: 'New School', jobTitle: 'Coach' },
      ],
    };
    const experience = step(flow, 'experience');
    const outcome = await saveStep(flow, experience, experience.questions, stored, edited, { userId: 7 });
    expect(sent()).toEqual(['DELETE /api/work-experience/5/', 'PATCH /api/my-experience/', 'POST /api/my-experience/']);
    // What the save did, for its success messages (spec 001 §8).
    expect(outcome).toMatchObject({ recordsAdded: ['my-experience'], recordsUpdated: ['my-experience'] });
    // idInBody: the change names its record in the body; saveWith marks what the question holds.
    expect(fetch.calls[1]!.body).toEqual({ id: 6, job_title: 'Lead Aide' });
    expect(fetch.calls[2]!.body).toEqual({ name: 'New School', job_title: 'Coach', most_recent_role: false });
  });

  it('files a role requirement under its role with the bodyParams of the target', async () => {
    const flow = flowFromJson('role');
    const languages = step(flow, 'languages');
    await saveStep(
      flow,
      languages,
      languages.questions,
      {},
      { languages: [{ name: 'spanish', role: 'required' }] },
      { uuid: 'r-1', roleUuid: 'r-1', roleId: 3 },
    );
    expect(fetch.calls).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/employer/language-requirement/', body: { name: 'spanish', role: 'required', role_uuid: 'r-1' } }),
    ]);
  });

  it('reports the body an answers target answered, to go into the cache without a refetch', async () => {
    const flow = flowFromJson('role');
    fetch.reply(() => ({ status: 200, body: { uuid: 'r-1', status: 'draft', job_title: 'Dean' } }));
    const outcome = await saveStep(flow, step(flow, 'jobTitle'), ['jobTitle'], {}, { jobTitle: 'Dean' }, { uuid: 'r-1', roleUuid: 'r-1', roleId: 3 });
    expect(sent()).toEqual(['PATCH /api/employer/role/r-1/']);
    expect(outcome).toEqual({
      bodies: new Map([['role', { uuid: 'r-1', status: 'draft', jobTitle: 'Dean' }]]),
      changedElsewhere: false,
      recordsAdded: [],
      recordsUpdated: [],
    });
  });
});
