import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { confirmEmail, login, myProfile, signUpToken, uniqueEmail } from './accounts';
import { latestMailTo, linkParams } from './outbox';
import { multipartBody } from './multipart';

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Member {
  token: string;
  userId: number;
  employerId: number;
  email: string;
}

/** Signs an organisation up; the person who does is its team administrator, and confirms their e-mail address. */
export async function newOrganisation(t: TestApp, organization: string): Promise<Member> {
  const { token, email } = await signUpToken(t.app, { user_type: 'employee', organization, first_name: 'Ada', last_name: 'Admin' });
  await confirmEmail(t.app, email);
  const profile = (await myProfile(t.app, token)).json();
  return { token, email, userId: profile.id as number, employerId: profile.employer_id as number };
}

export async function staffToken(t: TestApp): Promise<string> {
  const response = await login(t.app, 'staff@demo.example.com', 'DemoStaff1234');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

/**
 * An administrator invites a coworker, who claims the account from the e-mailed link as a person would.
 * Answers the coworker signed in.
 */
export async function inviteAndClaim(t: TestApp, admin: Member, permissions: Record<string, boolean> = {}, firstName = 'Cody'): Promise<Member> {
  const email = uniqueEmail('coworker');
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/user/create_coworker/',
    headers: auth(admin.token),
    payload: { first_name: firstName, last_name: 'Worker', email, job_title: 'Recruiter', ...permissions },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = linkParams(await latestMailTo(t.database.db, email)).get('token')!;
  const claimed = await t.app.inject({ method: 'POST', url: '/api/user/claim/', payload: { token, password: 'Claimed-Password-9' } });
  expect(claimed.statusCode, claimed.body).toBe(200);
  return { token: claimed.json().token as string, email, userId: invited.json().id as number, employerId: admin.employerId };
}

/** A real image of the given size, made by sharp: a gradient, so it is not trivially compressible. */
export async function imageBytes(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      raw[at] = (x * 255) / width;
      raw[at + 1] = (y * 255) / height;
      raw[at + 2] = 128;
    }
  }
  return sharp(raw, { raw: { width, height, channels } }).toFormat(format).toBuffer();
}

export function uploadLogo(t: TestApp, token: string, employerId: number, bytes: Buffer, fileName = 'logo.png') {
  const body = multipartBody([{ name: 'file', value: bytes, fileName, contentType: 'image/png' }]);
  return t.app.inject({ method: 'POST', url: `/api/employers/${employerId}/logo/`, headers: { ...auth(token), ...body.headers }, payload: body.payload });
}

/** A complete, valid employer profile on the wire (every question of the 15 answered but the logo). */
export const PROFILE_ANSWERS = {
  primary_address: { street_address: '1200 Congress Ave', zipcode: '78701', state: 'TX', city: 'Austin' },
  metro_area: 'Austin, TX',
  link: 'https://riverside.example.org',
  education_type: 'charter',
  mission_statement: 'Every child reads by third grade.',
  company_size: '51_100',
  growth_stage: 'expansion',
  personality_traits: ['collaborative', 'innovative', 'mission_driven', 'data_driven', 'student_centered'],
  employees_have_close_relationships: true,
  has_potential_for_high_growth: false,
  has_opportunity_for_advancement: true,
  has_work_life_balance: false,
  culture_type: 'clan',
  referral_type: 'linkedin',
} as const;
