import { AREA_PROFILES, PRIMARY_AREAS, type AreaProfile } from './generated-area-profiles';
import { between, clamp, pick, pickSkewed, pickSome, pickWeighted, weighted, type Random } from './seeded-picks';

/** Skills people in any area name beyond their own areas' (the flow's "Any other skills?"), the commonest first. */
const CROSS_CUTTING_SKILLS = weighted([
  ['project_management', 4],
  ['data_analysis', 3],
  ['strategic_planning', 2],
  ['program_management', 2],
  ['budgeting_forecasting', 1.5],
  ['change_management', 1.5],
  ['family_engagement', 1.5],
  ['content_writing', 1.5],
  ['grant_writing', 1.5],
  ['diversity_equity_inclusion', 1.5],
  ['public_relations', 1],
  ['recruitment', 1],
  ['social_emotional_learning', 1],
  ['data_visualization', 1],
  ['school_operations', 1],
  ['staff_development', 1],
  ['culturally_responsive_teaching', 1],
  ['partnership_management', 1],
  ['learning_management_systems', 1],
  ['onboarding', 0.7],
] as const);

export interface SkillRating {
  skillId: string;
  rating: number;
}

export interface GeneratedExpertise {
  primary: AreaProfile;
  expertise: string[];
  hopeful: string[];
  skillByFunctionalExpertise: SkillRating[];
  /** Rated skills outside the expertise areas; absent for those who skip the optional question. */
  skills?: SkillRating[];
  jobTitle: string;
}

/** Expertise clusters: after the main area, the others are mostly its neighbours (operations with finance and talent). */
function expertiseAreas(random: Random, primary: string, profile: AreaProfile, allAreas: readonly string[]): string[] {
  const chosen = [primary];
  while (chosen.length < 3) {
    const near = profile.neighbours.filter((area) => !chosen.includes(area));
    chosen.push(
      random() < 0.8 && near.length > 0
        ? pickSkewed(random, near)
        : pick(
            random,
            allAreas.filter((area) => !chosen.includes(area)),
          ),
    );
  }
  return chosen;
}

/** Where a person hopes to work: mostly where they have worked, sometimes somewhere new (a career change). */
function hopefulAreas(random: Random, expertise: readonly string[], profile: AreaProfile, allAreas: readonly string[]): string[] {
  if (random() < 0.15) return pickSome(random, allAreas, 3);
  const rest = [...expertise.slice(1), ...profile.neighbours.filter((area) => !expertise.includes(area))];
  return [expertise[0]!, ...pickSome(random, rest, 2, true)];
}

/**
 * A rating from novice (1) to expert (4): higher in the main area than in the third, and higher with more years,
 * so a director rates their own field advanced or expert and a newcomer novice or intermediate.
 */
function rating(random: Random, base: number, years: number): number {
  return clamp(Math.round(base + Math.min(1.2, years / 15) + (random() - 0.5) * 2.2), 1, 4);
}

const AREA_SKILL_COUNTS: readonly (readonly [low: number, high: number, base: number])[] = [
  [3, 6, 2.3],
  [2, 5, 1.9],
  [1, 4, 1.5],
];

function otherSkills(
  random: Random,
  expertise: readonly string[],
  profile: AreaProfile,
  skillsByArea: ReadonlyMap<string, readonly string[]>,
  rated: Set<string>,
  years: number,
): SkillRating[] | undefined {
  if (random() < 0.3) return undefined;
  const count = between(random, 1, 5);
  const nearby = profile.neighbours.filter((area) => !expertise.includes(area));
  const result: SkillRating[] = [];
  for (let tries = 0; result.length < count && tries < count * 3; tries += 1) {
    const area = nearby.length > 0 ? pick(random, nearby) : '';
    const skillId =
      random() < 0.6 || area === '' ? pickWeighted(random, CROSS_CUTTING_SKILLS) : pickSkewed(random, skillsByArea.get(area) ?? ['project_management']);
    // Both skill questions save to the one skills list, which holds a skill once.
    if (rated.has(skillId)) continue;
    rated.add(skillId);
    result.push({ skillId, rating: rating(random, 1.7, years * 0.7) });
  }
  return result.length > 0 ? result : undefined;
}

/**
 * A person's areas of expertise, the areas they hope to work in, the skills they rate and their job title, all of
 * a piece: an operations manager rates school operations and facilities, and often project management too.
 */
export function generatedExpertise(
  random: Random,
  allAreas: readonly string[],
  skillsByArea: ReadonlyMap<string, readonly string[]>,
  years: number,
): GeneratedExpertise {
  const primaryArea = pickWeighted(random, PRIMARY_AREAS);
  const primary = AREA_PROFILES[primaryArea]!;
  const expertise = expertiseAreas(random, primaryArea, primary, allAreas);
  const rated = new Set<string>();
  const skillByFunctionalExpertise = expertise.flatMap((area, rank) => {
    const [low, high, base] = AREA_SKILL_COUNTS[rank]!;
    return pickSome(random, skillsByArea.get(area) ?? [], between(random, low, high)).map((skillId) => {
      rated.add(skillId);
      return { skillId, rating: rating(random, base, years) };
    });
  });
  const skills = otherSkills(random, expertise, primary, skillsByArea, rated, years);
  const seniority = clamp(Math.floor((years / 14 + (random() - 0.5) * 0.5) * primary.titles.length), 0, primary.titles.length - 1);
  return {
    primary,
    expertise,
    hopeful: hopefulAreas(random, expertise, primary, allAreas),
    skillByFunctionalExpertise,
    ...(skills ? { skills } : {}),
    jobTitle: primary.titles[seniority]!,
  };
}
