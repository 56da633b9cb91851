import { count, eq } from 'drizzle-orm';
import type { EmployerProfileV1Answers } from '../../generated/flows';
import type { AppDb } from '../db/database';
import { employers, users } from '../db/schema';
import { hashPassword } from '../auth/password-hash';
import { createAccount, findUserByEmail, type NewAccount } from '../accounts';
import { latestTermsVersion } from '../terms';

export interface DemoAccount {
  email: string;
  password: string;
  description: string;
}

type DemoSpec = DemoAccount & Omit<NewAccount, 'email' | 'passwordHash'>;

// Known passwords on purpose: these exist only outside production, so a newcomer can sign in at once.
const DEMO_ACCOUNTS: DemoSpec[] = [
  {
    description: 'job seeker',
    email: 'jobseeker@demo.example.com',
    password: 'DemoJobseeker1',
    firstName: 'Jordan',
    lastName: 'Rivera',
    userType: 'jobseeker',
    hasConfirmedEmail: true,
  },
  {
    description: 'employer (Riverside Charter Schools)',
    email: 'employer@demo.example.com',
    password: 'DemoEmployer1',
    firstName: 'Morgan',
    lastName: 'Lee',
    userType: 'employee',
    organization: 'Riverside Charter Schools',
    jobTitle: 'Director of Talent',
    hasConfirmedEmail: true,
  },
  {
    description: 'staff',
    email: 'staff@demo.example.com',
    password: 'DemoStaff1234',
    firstName: 'Sam',
    lastName: 'Patel',
    userType: 'staff',
    isStaff: true,
    hasConfirmedEmail: true,
  },
];

/**
 * The demo organisation's company profile (employer-profile flow v1, camelCase as stored): every question but the
 * logo answered, so its dashboard and public page (/employers/riverside-charter-schools) show something real.
 * A test checks these answers against the flow.
 */
export const DEMO_ORGANISATION_PROFILE = {
  flowVersion: 1,
  answers: {
    primaryAddress: { streetAddress: '1200 River Road', zipcode: '78704', state: 'TX', city: 'Austin' },
    metroArea: 'Austin, TX',
    link: 'https://riverside-charter.example.org',
    educationType: 'charter',
    missionStatement:
      'Riverside Charter Schools runs four free, open-enrollment schools on the east side of Austin. Every student leaves us reading, reasoning and ready for the college or career they choose.',
    companySize: '101_500',
    growthStage: 'expansion',
    personalityTraits: ['collaborative', 'mission_driven', 'student_centered', 'data_driven', 'innovative'],
    employeesHaveCloseRelationships: true,
    hasPotentialForHighGrowth: true,
    hasOpportunityForAdvancement: true,
    hasWorkLifeBalance: false,
    cultureType: 'clan',
    referralType: 'friend_or_colleague',
  } satisfies EmployerProfileV1Answers,
};

export async function isDatabaseEmpty(db: AppDb): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Creates whichever demo accounts are missing and answers all of them. */
export async function seedDemoAccounts(db: AppDb): Promise<DemoAccount[]> {
  // Demo people have accepted the terms in force, as anyone who signs up has.
  const viewedTermVersion = await latestTermsVersion(db);
  for (const { description: _d, password, ...account } of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    const user = await createAccount(db, { ...account, viewedTermVersion, passwordHash: await hashPassword(password) });
    if (account.organization !== undefined && user.employerId !== null) {
      await db
        .update(employers)
        .set({ answers: { ...DEMO_ORGANISATION_PROFILE.answers }, flowVersion: DEMO_ORGANISATION_PROFILE.flowVersion })
        .where(eq(employers.id, user.employerId));
    }
  }
  return DEMO_ACCOUNTS.map(({ email, password, description }) => ({ email, password, description }));
}

/** The user ids of the three demo people, for the demo data that joins them (the role, the match). */
export async function demoPeopleIds(db: AppDb): Promise<{ jobseekerId: number; employeeId: number; staffId: number }> {
  const idOf = async (userType: string) => {
    const spec = DEMO_ACCOUNTS.find((account) => account.userType === userType)!;
    const user = await findUserByEmail(db, spec.email);
    if (!user) throw new Error(`The demo ${spec.description} is missing.`);
    return user.id;
  };
  return { jobseekerId: await idOf('jobseeker'), employeeId: await idOf('employee'), staffId: await idOf('staff') };
}

export function describeDemoAccounts(accounts: DemoAccount[]): string {
  return ['Demo accounts (not created in production):', ...accounts.map((a) => `  ${a.description.padEnd(38)} ${a.email}  password: ${a.password}`)].join('\n');
}
