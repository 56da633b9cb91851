import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { completeRole, getRole, patchRole, signUpEmployer, type Employee } from '../support/role-helpers';

// Issue 35 item 7, "keep what can be kept": a branch answer changed and changed back brings back what the role had,
// while the answers off the path are neither shown, counted nor kept in the answers the rest of the product reads.

let t: TestApp;
let employer: Employee;
beforeAll(async () => {
  t = await createTestApp();
  employer = await signUpEmployer(t.app, 'Branch Change Academy');
});
afterAll(() => t.close());

async function save(uuid: string, payload: Record<string, unknown>) {
  const response = await patchRole(t.app, employer.token, uuid, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('changing a branch answer and back', () => {
  it('full time → part time → full time keeps the salaries and the completion', async () => {
    const role = await completeRole(t.app, employer.token, { roleType: ['full_time'], preferredSalary: 80_000, maximumSalary: 95_000 });
    const partTime = await save(role.uuid, { role_type: ['part_time_20_30'] });
    // Off the path: not shown, and the stored answers the rest of the product reads do not hold them.
    expect(partTime.maximum_salary ?? null).toBeNull();
    expect(partTime.preferred_salary ?? null).toBeNull();
    const [row] = await t.database.db.query.roles.findMany({ where: (roles, { eq }) => eq(roles.uuid, role.uuid) });
    expect(row!.answers).not.toHaveProperty('maximumSalary');

    const back = await save(role.uuid, { role_type: ['full_time'] });
    expect(back.maximum_salary).toBe(95_000);
    expect(back.preferred_salary).toBe(80_000);
    const read = (await getRole(t.app, employer.token, role.uuid)).json();
    expect(read.maximum_salary).toBe(95_000);
    expect(read.completion).toBe(100);
  });

  it('specific metro areas → anywhere → specific keeps the metro areas', async () => {
    const role = await completeRole(t.app, employer.token, { geographicRequirement: 'specific', availableMetroAreas: ['Denver, CO', 'Austin, TX'] });
    const anywhere = await save(role.uuid, { geographic_requirement: 'anywhere_in_us' });
    expect(anywhere.available_metro_areas ?? null).toBeNull();
    const back = await save(role.uuid, { geographic_requirement: 'specific' });
    expect(back.available_metro_areas).toEqual(['Denver, CO', 'Austin, TX']);
    expect((await getRole(t.app, employer.token, role.uuid)).json().completion).toBe(100);
  });

  it('a new answer given while the old one was set aside is the one kept', async () => {
    const role = await completeRole(t.app, employer.token, { roleType: ['full_time'], preferredSalary: 80_000, maximumSalary: 95_000 });
    await save(role.uuid, { role_type: ['part_time_20_30'] });
    await save(role.uuid, { role_type: ['full_time', 'part_time_20_30'], preferred_salary: 70_000, maximum_salary: 75_000 });
    const read = (await getRole(t.app, employer.token, role.uuid)).json();
    expect([read.preferred_salary, read.maximum_salary]).toEqual([70_000, 75_000]);
  });
});
