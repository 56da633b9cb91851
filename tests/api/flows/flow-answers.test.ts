import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAnnounced } from '../../../src/server/db/written-rows';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app';
import { myProfile, signUpToken } from '../support/accounts';
import { flowAnswers } from '../../../src/server/db/schema';
import { FlowFilesError, loadFlows } from '../../../src/server/flows/load-flows';
import { keysToWire } from '../../../src/shared/wire-keys';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const jobseekerFile = readJson('schemas/flows/jobseeker/v1.json');
const questions = jobseekerFile.questions as Record<string, { saveTo: string; schema: { errorMessage?: Record<string, string> } }>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const userIdOf = (token: string) => decodeJwt(token).user_id as number;

async function jobseeker() {
  const { token } = await signUpToken(t.app);
  return { token, id: userIdOf(token) };
}

function save(token: string, resource: string, userId: number, payload: unknown) {
  return t.app.inject({ method: 'PATCH', url: `/api/${resource}/${userId}/`, headers: auth(token), payload: payload as Record<string, unknown> });
}

function myAnswers(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/my-answers/jobseeker/', headers: auth(token) });
}

describe('saving answers', () => {
  it('stores a valid answer with the flow version and reads it back in snake_case', async () => {
    const me = await jobseeker();
    const saved = await save(me.token, 'profile', me.id, { can_work_in_us: true, metro_area: '  Chicago, IL ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ flow: 'jobseeker', version: 1, answers: { can_work_in_us: true, metro_area: 'Chicago, IL' } });
    const comp = await save(me.token, 'compensation', me.id, { compensation: { minimum_salary: 70000 } });
    expect(comp.statusCode, comp.body).toBe(200);

    const read = await myAnswers(me.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      flow: 'jobseeker',
      version: jobseekerFile.version,
      answers: { can_work_in_us: true, metro_area: 'Chicago, IL', compensation: { minimum_salary: 70000 } },
      completed_sections: [],
    });
    const [row] = await t.database.db
      .select()
      .from(flowAnswers)
      .where(and(eq(flowAnswers.userId, me.id), eq(flowAnswers.flowId, 'jobseeker')));
    expect(row!.flowVersion).toBe(1);
    expect(row!.answers).toEqual({ canWorkInUs: true, metroArea: 'Chicago, IL', compensation: { minimumSalary: 70000 } });
  });

  it("keeps both of a new job seeker's first answers sent at once, to two resources", async () => {
    const me = await jobseeker();
    const [profile, pay] = await Promise.all([
      save(me.token, 'profile', me.id, { can_work_in_us: true }),
      save(me.token, 'compensation', me.id, { compensation: { minimum_salary: 70000 } }),
    ]);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(pay.statusCode, pay.body).toBe(200);
    expect((await myAnswers(me.token)).json().answers).toEqual({ can_work_in_us: true, compensation: { minimum_salary: 70000 } });
  });

  it('refuses what the browser refuses, with the schema message, and changes nothing', async () => {
    const me = await jobseeker();
    expect((await save(me.token, 'profile', me.id, { currently_sits_on_board: true, current_board_seats: 'Board of KIPP' })).statusCode).toBe(200);

    const tooLong = await save(me.token, 'profile', me.id, { current_board_seats: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ current_board_seats: [questions.currentBoardSeats!.schema.errorMessage!.maxLength], code: 'validation_failed' });
    expect(questions.currentBoardSeats!.schema.errorMessage!.maxLength).toBe('Keep this to 2000 characters or fewer');
    expect((await save(me.token, 'profile', me.id, { current_board_seats: 'x'.repeat(2000) })).statusCode).toBe(200);

    const traits = ['collaborative', 'innovative', 'mission_driven', 'data_driven', 'entrepreneurial', 'detail_oriented'];
    const six = await save(me.token, 'personal-wiring', me.id, { personality_traits: traits });
    expect(six.statusCode).toBe(400);
    expect(six.json()).toEqual({ personality_traits: ['Only select 5 attributes'], code: 'validation_failed' });
    expect((await save(me.token, 'personal-wiring', me.id, { personality_traits: traits.slice(0, 5) })).statusCode).toBe(200);

    const two = await save(me.token, 'profile', me.id, { functional_expertise_areas: ['operations', 'finance'] });
    expect(two.json()).toEqual({ functional_expertise_areas: [questions.functionalExpertiseAreas!.schema.errorMessage!.minItems], code: 'validation_failed' });
    const four = await save(me.token, 'profile', me.id, { functional_expertise_areas: ['operations', 'finance', 'talent_hr', 'strategy_partnerships'] });
    expect(four.statusCode).toBe(400);
    expect(four.json()).toEqual({ functional_expertise_areas: [questions.functionalExpertiseAreas!.schema.errorMessage!.maxItems], code: 'validation_failed' });

    const text = await save(me.token, 'profile', me.id, { years_full_time_experience: '12' });
    expect(text.statusCode).toBe(400);
    expect(Object.keys(text.json())).toEqual(['years_full_time_experience', 'code']);
    const missing = await save(me.token, 'profile', me.id, { can_work_in_us: null });
    expect(missing.json()).toEqual({ can_work_in_us: ['Tell us whether you are authorized to work in the US'], code: 'validation_failed' });

    const answers = (await myAnswers(me.token)).json().answers;
    expect(answers).toEqual({ currently_sits_on_board: true, current_board_seats: 'x'.repeat(2000), personality_traits: traits.slice(0, 5) });
  });

  it("refuses another user's answers and a field saved to another resource", async () => {
    const me = await jobseeker();
    const other = await jobseeker();
    expect((await save(other.token, 'profile', other.id, { can_work_in_us: true })).statusCode).toBe(200);

    const theirs = await save(me.token, 'profile', other.id, { can_work_in_us: false });
    expect(theirs.statusCode).toBe(403);
    expect((await myAnswers(other.token)).json().answers).toEqual({ can_work_in_us: true });

    const elsewhere = await save(me.token, 'profile', me.id, { can_work_in_us: true, teamwork_approach: 'shared' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ teamwork_approach: ['This field is not saved here.'], code: 'validation_failed' });
    const unknown = await save(me.token, 'social-accounts', me.id, { favourite_colour: 'blue' });
    expect(unknown.json()).toEqual({ favourite_colour: ['This field is not saved here.'], code: 'validation_failed' });
    expect((await myAnswers(me.token)).json().answers).toEqual({});

    const social = await save(me.token, 'social-accounts', me.id, { twitter_handle: ' @ada ' });
    expect(social.json().answers).toEqual({ twitter_handle: '@ada' });
    const flag = await save(me.token, 'profile-status', me.id, { completed_skills: true });
    expect(flag.json().answers).toEqual({ twitter_handle: '@ada', completed_skills: true });
    expect((await save(me.token, 'profile-status', me.id, { completed_skills: 'yes' })).json()).toEqual({
      completed_skills: ['Send true or false.'],
      code: 'validation_failed',
    });
  });

  it('refuses tied force rankings with the step check message', async () => {
    const me = await jobseeker();
    const tie = await save(me.token, 'profile', me.id, {
      in_person_preference_score: 1,
      hybrid_virtual_in_person_preference_score: 1,
      virtual_preference_score: 2,
    });
    expect(tie.statusCode).toBe(400);
    const message = 'Give each option a different rank; no ties';
    expect(tie.json()).toEqual({ in_person_preference_score: [message], hybrid_virtual_in_person_preference_score: [message], code: 'validation_failed' });
    const ranked = await save(me.token, 'profile', me.id, {
      in_person_preference_score: 1,
      hybrid_virtual_in_person_preference_score: 3,
      virtual_preference_score: 2,
    });
    expect(ranked.statusCode, ranked.body).toBe(200);
    // A tie with a stored rank is this save's problem too.
    expect((await save(me.token, 'profile', me.id, { virtual_preference_score: 1 })).json()).toEqual({
      virtual_preference_score: [message],
      code: 'validation_failed',
    });
  });

  it('drops answers that fall off the path', async () => {
    const me = await jobseeker();
    const first = await save(me.token, 'profile', me.id, { can_work_in_us: false, legal_explanation: 'My visa is being renewed.' });
    expect(first.json().answers).toEqual({ can_work_in_us: false, legal_explanation: 'My visa is being renewed.' });
    const rerouted = await save(me.token, 'profile', me.id, { can_work_in_us: true });
    expect(rerouted.statusCode).toBe(200);
    expect(rerouted.json().answers).toEqual({ can_work_in_us: true });
    expect((await myAnswers(me.token)).json().answers).toEqual({ can_work_in_us: true });
  });
});

describe('completed sections', () => {
  it('gain Core Profile once every Core Profile step is answered validly', async () => {
    const fixture = readJson('tests/fixtures/flows/full-time-shortest-path.json') as { answers: Record<string, unknown> };
    const me = await jobseeker();
    const coreSteps = (jobseekerFile.steps as { section: string; questions: string[] }[]).filter((step) => step.section === 'Core Profile');
    const coreFields = new Set(coreSteps.flatMap((step) => step.questions));
    const byResource = new Map<string, Record<string, unknown>>();
    // Records (work experience, rated skills) have their own endpoints, not built yet: they are stored directly.
    const records: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(fixture.answers)) {
      if (!coreFields.has(field)) continue;
      const target = questions[field]!.saveTo;
      if (['my-experience', 'skills'].includes(target)) records[field] = value;
      else byResource.set(target, { ...byResource.get(target), [field]: value });
    }
    expect([...byResource.keys()].sort()).toEqual(['compensation', 'profile']);
    const { db } = t.database;
    await writeAnnounced(db, flowAnswers, me.id, () => db.insert(flowAnswers).values({ userId: me.id, flowId: 'jobseeker', flowVersion: 1, answers: records }));

    const { functionalExpertiseAreas, ...profileRest } = byResource.get('profile')!;
    expect((await save(me.token, 'compensation', me.id, keysToWire(byResource.get('compensation')!))).statusCode).toBe(200);
    const almost = await save(me.token, 'profile', me.id, keysToWire(profileRest));
    expect(almost.statusCode, almost.body).toBe(200);
    expect(almost.json().completed_sections).toEqual([]);
    expect((await myProfile(t.app, me.token)).json().completed_sections).toEqual([]);
    const matchCount = () => t.app.inject({ method: 'GET', url: '/api/employer/new-match-count/', headers: auth(me.token) });
    expect((await matchCount()).json().can_access_matching_page).toBe(false);

    const done = await save(me.token, 'profile', me.id, { functional_expertise_areas: functionalExpertiseAreas });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().completed_sections).toContain('Core Profile');
    expect((await myProfile(t.app, me.token)).json().completed_sections).toEqual(['Core Profile']);
    expect((await matchCount()).json().can_access_matching_page).toBe(true);

    // Known per stored version of the answers: any write the server announces (here straight to the table) is a new version.
    const [stored] = await t.database.db
      .select()
      .from(flowAnswers)
      .where(and(eq(flowAnswers.userId, me.id), eq(flowAnswers.flowId, 'jobseeker')));
    const { functionalExpertiseAreas: _areas, ...withoutAreas } = stored!.answers;
    const storeAnswers = (answers: Record<string, unknown>) =>
      writeAnnounced(db, flowAnswers, me.id, () =>
        db
          .update(flowAnswers)
          .set({ answers })
          .where(and(eq(flowAnswers.userId, me.id), eq(flowAnswers.flowId, 'jobseeker'))),
      );
    await storeAnswers(withoutAreas);
    expect((await myProfile(t.app, me.token)).json().completed_sections).toEqual([]);
    await storeAnswers(stored!.answers);
    expect((await myProfile(t.app, me.token)).json().completed_sections).toEqual(['Core Profile']);
  });

  it('stay empty for an employer account', async () => {
    const { token } = await signUpToken(t.app, { user_type: 'employee', organization: 'Lincoln Park Academy' });
    expect((await myProfile(t.app, token)).json().completed_sections).toEqual([]);
    expect((await save(token, 'profile', userIdOf(token), { can_work_in_us: true })).statusCode).toBe(403);
  });
});

describe('flows', () => {
  it('serves the loaded flow to a signed-in user, refs resolved', async () => {
    const me = await jobseeker();
    const flow = await t.app.inject({ method: 'GET', url: '/api/flows/jobseeker/', headers: auth(me.token) });
    expect(flow.statusCode).toBe(200);
    expect(flow.json().flow).toMatchObject({ id: 'jobseeker', version: 1, sections: jobseekerFile.sections });
    expect(flow.json().flow.questions.canWorkInUs.schema.$ref).toBeUndefined();
    expect(flow.json().flow.questions.canWorkInUs.schema.type).toBe('boolean');
    expect((await t.app.inject({ method: 'GET', url: '/api/flows/jobseeker/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/flows/nope/', headers: auth(me.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/flows/jobseeker/?version=9', headers: auth(me.token) })).statusCode).toBe(404);
  });

  it('refuse to load a broken flow file, naming the problem', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
    try {
      fs.cpSync(path.join(root, 'schemas'), dir, { recursive: true });
      const broken = structuredClone(jobseekerFile);
      broken.steps[1].when = { op: 'isFalse', field: 'canWorkInTheUs' };
      fs.writeFileSync(path.join(dir, 'flows/jobseeker/v1.json'), JSON.stringify(broken));
      expect(() => loadFlows(dir)).toThrow(FlowFilesError);
      expect(() => loadFlows(dir)).toThrow(/schemas\/flows\/jobseeker\/v1\.json: .*canWorkInTheUs/);
      expect(() => loadFlows(path.join(root, 'schemas'))).not.toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
