import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';
import { PROFILE_ANSWERS, auth, imageBytes, newOrganisation, staffToken, uploadLogo } from '../support/organisation';
import { seedDemoAccounts } from '../../../src/server/seed/demo-accounts';
import { roles, type RoleStatus } from '../../../src/server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db);
});
afterAll(() => t.close());

const page = (slug: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/public/employers/${slug}/`, headers });

describe('GET /api/public/employers/{slug}/', () => {
  it('shows anyone the organization in words, with its open roles only', async () => {
    const admin = await newOrganisation(t, 'Open Doors Charter');
    const saved = await t.app.inject({ method: 'PATCH', url: `/api/employers/${admin.employerId}/`, headers: auth(admin.token), payload: PROFILE_ANSWERS });
    expect(saved.statusCode, saved.body).toBe(200);
    const logo = (await uploadLogo(t, admin.token, admin.employerId, await imageBytes(64, 64))).json();

    const published = new Date('2026-11-01T09:00:00Z');
    const statuses: RoleStatus[] = ['draft', 'in_review', 'open', 'paused', 'filled', 'closed'];
    for (const status of statuses) {
      await t.database.db.insert(roles).values({
        employerId: admin.employerId,
        status,
        answers: { jobTitle: `Teacher (${status})`, roleType: ['full_time'], geographicRequirement: 'specific', availableMetroAreas: ['Austin, TX'] },
        publishedAt: status === 'open' ? published : null,
      });
    }

    const response = await page('open-doors-charter');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      name: 'Open Doors Charter',
      slug: 'open-doors-charter',
      logo_url: logo.url,
      mission_statement: 'Every child reads by third grade.',
      company_size: '51-100 employees',
      growth_stage: 'Expansion',
      culture: { type: 'Collaborate', traits: expect.arrayContaining(['Collaborative', 'Student-centered']) },
      education_type: 'Charter school or network',
      link: 'https://riverside.example.org',
      metro_area: 'Austin, TX',
      open_roles: [
        { uuid: expect.any(String), title: 'Teacher (open)', job_type: expect.any(String), location: 'Austin, TX', published_at: published.toISOString() },
      ],
    });
    expect(body.culture.traits).toHaveLength(5);
    expect(body.open_roles[0].job_type).toMatch(/full/i);
    // Nothing private: no address, no team, no referral source.
    expect(JSON.stringify(body)).not.toContain('Congress');
    expect(JSON.stringify(body)).not.toContain('linkedin');

    // The same for a signed-in job seeker, staff and the URL in any case.
    expect((await page('open-doors-charter', auth((await signUpToken(t.app)).token))).json()).toEqual(body);
    expect((await page('open-doors-charter', auth(await staffToken(t)))).json()).toEqual(body);
    expect((await page('Open-Doors-Charter')).json()).toEqual(body);
  });

  it('answers a profile not yet filled in with nulls, and 404 for an unknown address', async () => {
    await newOrganisation(t, 'Blank Slate School');
    expect((await page('blank-slate-school')).json()).toEqual({
      name: 'Blank Slate School',
      slug: 'blank-slate-school',
      logo_url: null,
      mission_statement: null,
      company_size: null,
      growth_stage: null,
      culture: { type: null, traits: [] },
      education_type: null,
      link: null,
      metro_area: null,
      open_roles: [],
    });
    const missing = await page('no-such-school');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'There is no organization at this address.', code: 'not_found' });
    expect((await page('%20..')).statusCode).toBe(404);
  });
});
