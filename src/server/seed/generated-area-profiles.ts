import { weighted, type Weighted } from './seeded-picks';

/** Shares of [graduate, undergraduate, high school, N/A] as the highest education of people in an area. */
type LevelShares = readonly [number, number, number, number];

/** A graduate field of study and the degrees people take in it. */
type GraduateField = readonly [field: string, degrees: readonly string[], weight: number];

/**
 * What a person whose main work is in one functional area looks like: how common such people are, the areas their
 * other expertise usually lies in, their job titles (junior first), how far they studied and in what. Made up, but
 * after the shape of the education workforce: teachers and counsellors nearly all hold a degree and most a
 * master's (a licence asks for it), school leaders a master's or a doctorate, and operations, finance and talent
 * people study business more than anything else. The values are checked against the flow by the generator's test.
 */
export interface AreaProfile {
  /** How often the area is a person's main one: the business side of schools is as large a share as teaching here. */
  weight: number;
  /** Areas a person in this one often also knows, the likeliest first. */
  neighbours: readonly string[];
  titles: readonly string[];
  levels: LevelShares;
  bachelorFields: Weighted<string>;
  graduateFields: Weighted<GraduateField>;
}

const profile = (
  weight: number,
  neighbours: readonly string[],
  titles: readonly string[],
  levels: LevelShares,
  bachelorFields: readonly (readonly [string, number])[],
  graduateFields: readonly GraduateField[],
): AreaProfile => ({
  weight,
  neighbours,
  titles,
  levels,
  bachelorFields: weighted(bachelorFields),
  graduateFields: weighted(graduateFields.map((entry) => [entry, entry[2]] as const)),
});

export const AREA_PROFILES: Readonly<Record<string, AreaProfile>> = {
  instruction_curriculum: profile(
    12,
    ['special_education', 'school_leadership', 'student_support', 'data_assessment', 'technology'],
    ['Teacher', 'Lead Teacher', 'Instructional Coach', 'Curriculum Specialist', 'Director of Curriculum'],
    [0.55, 0.42, 0.02, 0.01],
    [
      ['elementary_education', 4],
      ['secondary_education', 3],
      ['english_literature', 2],
      ['mathematics', 1.5],
      ['history', 1.5],
      ['early_childhood_education', 1.5],
      ['biology', 1],
      ['literacy_reading', 0.5],
      ['foreign_languages', 0.5],
      ['fine_arts', 0.4],
      ['music', 0.3],
      ['kinesiology_physical_education', 0.3],
    ],
    [
      ['curriculum_instruction', ['med', 'ma'], 3],
      ['secondary_education', ['mat'], 2],
      ['elementary_education', ['mat', 'med'], 2],
      ['literacy_reading', ['med'], 1],
      ['tesol_bilingual_education', ['med', 'ma'], 1],
      ['educational_leadership', ['med'], 1],
      ['educational_technology', ['med', 'ms'], 0.5],
    ],
  ),
  special_education: profile(
    5,
    ['instruction_curriculum', 'student_support', 'school_leadership', 'policy_advocacy'],
    ['Special Education Teacher', 'Intervention Specialist', 'Special Education Coordinator', 'Director of Special Education'],
    [0.6, 0.38, 0.01, 0.01],
    [
      ['special_education', 5],
      ['elementary_education', 2],
      ['psychology', 2],
      ['early_childhood_education', 1],
    ],
    [
      ['special_education', ['med', 'ma', 'eds'], 5],
      ['educational_leadership', ['med'], 1],
      ['school_psychology', ['eds', 'phd'], 0.5],
    ],
  ),
  school_leadership: profile(
    11,
    ['instruction_curriculum', 'talent_hr', 'operations', 'student_support', 'data_assessment'],
    ['Dean of Instruction', 'Assistant Principal', 'Principal', 'Head of School'],
    [0.8, 0.18, 0.01, 0.01],
    [
      ['elementary_education', 2],
      ['secondary_education', 2],
      ['english_literature', 1],
      ['history', 1],
      ['mathematics', 1],
      ['psychology', 1],
      ['political_science', 0.5],
    ],
    [
      ['educational_leadership', ['med', 'eds', 'edd', 'edld'], 6],
      ['curriculum_instruction', ['med'], 1],
      ['business_administration', ['mba'], 0.5],
      ['public_administration', ['mpa'], 0.3],
    ],
  ),
  student_support: profile(
    6,
    ['special_education', 'instruction_curriculum', 'school_leadership', 'policy_advocacy'],
    ['Family Engagement Coordinator', 'School Social Worker', 'School Counselor', 'Dean of Students'],
    [0.65, 0.3, 0.03, 0.02],
    [
      ['psychology', 4],
      ['social_work', 3],
      ['sociology', 2],
      ['elementary_education', 1],
    ],
    [
      ['school_counseling', ['ma', 'med', 'ms'], 4],
      ['social_work', ['msw'], 3],
      ['school_psychology', ['eds', 'phd', 'psyd'], 1.5],
      ['psychology', ['ma', 'ms'], 1],
    ],
  ),
  data_assessment: profile(
    8,
    ['technology', 'instruction_curriculum', 'strategy_partnerships', 'policy_advocacy', 'finance'],
    ['Data Analyst', 'Research Associate', 'Assessment Manager', 'Director of Data and Accountability'],
    [0.5, 0.43, 0.05, 0.02],
    [
      ['statistics', 2],
      ['mathematics', 2],
      ['economics', 2],
      ['psychology', 1.5],
      ['business_administration', 1.5],
      ['data_science', 1],
      ['sociology', 1],
      ['computer_science', 1],
    ],
    [
      ['statistics', ['ms', 'phd'], 1.5],
      ['data_science', ['ms'], 1.5],
      ['education_policy', ['ma', 'phd'], 1.5],
      ['public_policy', ['mpp'], 1],
      ['economics', ['ma', 'phd'], 1],
      ['psychology', ['phd'], 0.5],
    ],
  ),
  technology: profile(
    6,
    ['data_assessment', 'operations', 'instruction_curriculum', 'communications'],
    ['IT Support Specialist', 'Ed Tech Specialist', 'Systems Administrator', 'Software Engineer', 'Director of Technology'],
    [0.25, 0.48, 0.2, 0.07],
    [
      ['computer_science', 4],
      ['business_administration', 2],
      ['engineering', 1.5],
      ['mathematics', 1],
      ['educational_technology', 1],
      ['other', 1],
    ],
    [
      ['educational_technology', ['med', 'ms'], 2],
      ['computer_science', ['ms'], 2],
      ['business_administration', ['mba'], 1.5],
      ['data_science', ['ms'], 0.5],
    ],
  ),
  operations: profile(
    15,
    ['finance', 'talent_hr', 'technology', 'school_leadership', 'strategy_partnerships'],
    ['Operations Associate', 'Operations Manager', 'Business Manager', 'Director of Operations', 'Chief Operating Officer'],
    [0.3, 0.48, 0.17, 0.05],
    [
      ['business_administration', 7],
      ['public_administration', 1],
      ['economics', 1],
      ['other', 1],
      ['engineering', 0.7],
      ['communications_journalism', 0.7],
      ['psychology', 0.6],
      ['history', 0.6],
      ['political_science', 0.6],
      ['sociology', 0.5],
    ],
    [
      ['business_administration', ['mba'], 6],
      ['public_administration', ['mpa'], 2],
      ['educational_leadership', ['med', 'edd'], 2],
      ['public_policy', ['mpp'], 0.7],
      ['higher_education_administration', ['ma', 'med'], 0.5],
    ],
  ),
  finance: profile(
    10,
    ['operations', 'development_fundraising', 'strategy_partnerships', 'talent_hr', 'data_assessment'],
    ['Staff Accountant', 'Financial Analyst', 'Finance Manager', 'Controller', 'Finance Director'],
    [0.35, 0.55, 0.07, 0.03],
    [
      ['finance_accounting', 5],
      ['business_administration', 4],
      ['economics', 2.5],
      ['mathematics', 1],
    ],
    [
      ['business_administration', ['mba'], 5],
      ['finance_accounting', ['ms'], 3],
      ['public_administration', ['mpa'], 1],
      ['economics', ['ma'], 0.5],
    ],
  ),
  talent_hr: profile(
    10,
    ['operations', 'school_leadership', 'finance', 'communications', 'strategy_partnerships'],
    ['Recruiter', 'HR Generalist', 'Talent Manager', 'Director of Talent'],
    [0.35, 0.5, 0.11, 0.04],
    [
      ['business_administration', 4],
      ['psychology', 3],
      ['sociology', 1.5],
      ['communications_journalism', 1],
      ['english_literature', 1],
      ['elementary_education', 1],
    ],
    [
      ['business_administration', ['mba'], 2.5],
      ['psychology', ['ma', 'ms'], 2],
      ['educational_leadership', ['med'], 2],
      ['public_administration', ['mpa'], 1],
      ['other', ['ma', 'ms'], 1],
    ],
  ),
  development_fundraising: profile(
    7,
    ['communications', 'strategy_partnerships', 'finance', 'policy_advocacy'],
    ['Development Associate', 'Grants Manager', 'Development Manager', 'Director of Development'],
    [0.3, 0.58, 0.09, 0.03],
    [
      ['communications_journalism', 2],
      ['english_literature', 2],
      ['business_administration', 2],
      ['political_science', 1.5],
      ['history', 1],
      ['sociology', 1],
    ],
    [
      ['business_administration', ['mba'], 2],
      ['public_administration', ['mpa'], 1.5],
      ['communications_journalism', ['ma'], 1],
      ['other', ['ma'], 1],
    ],
  ),
  policy_advocacy: profile(
    5,
    ['communications', 'strategy_partnerships', 'data_assessment', 'development_fundraising'],
    ['Community Organizer', 'Policy Analyst', 'Advocacy Manager', 'Director of Policy'],
    [0.5, 0.43, 0.05, 0.02],
    [
      ['political_science', 4],
      ['public_policy', 2],
      ['economics', 1.5],
      ['sociology', 1.5],
      ['history', 1],
      ['ethnic_gender_studies', 1],
    ],
    [
      ['public_policy', ['mpp'], 4],
      ['education_policy', ['ma', 'phd', 'edd'], 2],
      ['law', ['jd'], 2],
      ['public_administration', ['mpa'], 1],
    ],
  ),
  communications: profile(
    5,
    ['development_fundraising', 'policy_advocacy', 'strategy_partnerships', 'technology'],
    ['Communications Coordinator', 'Marketing Manager', 'Communications Manager', 'Director of Communications'],
    [0.3, 0.58, 0.09, 0.03],
    [
      ['communications_journalism', 5],
      ['business_administration', 2.5],
      ['english_literature', 2],
      ['fine_arts', 1],
    ],
    [
      ['communications_journalism', ['ma', 'ms'], 3],
      ['business_administration', ['mba'], 2],
      ['fine_arts', ['mfa'], 0.5],
    ],
  ),
  strategy_partnerships: profile(
    8,
    ['development_fundraising', 'operations', 'finance', 'policy_advocacy', 'communications'],
    ['Strategy Associate', 'Partnerships Manager', 'Program Director', 'Chief of Staff'],
    [0.55, 0.4, 0.04, 0.01],
    [
      ['business_administration', 3.5],
      ['economics', 2],
      ['political_science', 2],
      ['public_policy', 1],
      ['history', 1],
      ['engineering', 0.5],
    ],
    [
      ['business_administration', ['mba'], 4],
      ['public_policy', ['mpp'], 2],
      ['education_policy', ['ma', 'edd'], 1],
      ['public_administration', ['mpa'], 1],
      ['educational_leadership', ['edld', 'med'], 1],
    ],
  ),
};

/** Main areas by how common they are. */
export const PRIMARY_AREAS = weighted(Object.entries(AREA_PROFILES).map(([area, { weight }]) => [area, weight] as const));

/** What people study whatever their later work: a bachelor's is often in something else than the job. */
export const GENERAL_BACHELOR_FIELDS = weighted([
  ['business_administration', 7],
  ['psychology', 2],
  ['english_literature', 2],
  ['elementary_education', 1.5],
  ['history', 1.5],
  ['political_science', 1.5],
  ['sociology', 1.5],
  ['communications_journalism', 1.5],
  ['biology', 1],
  ['economics', 1],
  ['mathematics', 1],
  ['other', 1],
  ['fine_arts', 0.5],
  ['foreign_languages', 0.5],
  ['ethnic_gender_studies', 0.5],
  ['anthropology', 0.5],
  ['philosophy', 0.5],
  ['computer_science', 0.5],
  ['kinesiology_physical_education', 0.5],
  ['music', 0.3],
  ['environmental_science', 0.3],
  ['chemistry', 0.3],
  ['physics', 0.2],
] as const);
