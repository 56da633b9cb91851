import { usInstitutions } from '../universities';
import { pick, type Random } from './seeded-picks';

/** Where a degree of some kind is taken: community colleges give associate's, graduate schools only master's and up. */
export type SchoolKind = 'college' | 'community' | 'graduate';

/**
 * Institutions generated people studied at, by their names in the shipped list (us-institutions.json): big public
 * universities and schools known for education, in the states where the metro areas are, and community colleges
 * in the largest of them. Ids and names are read from that list, so an education record names a real university
 * with the id GET /api/universities/ answers for it (the table is filled from the same list at first use).
 */
const NAMES: Readonly<Record<SchoolKind, readonly string[]>> = {
  college: [
    'The University of Texas at Austin',
    'Texas State University',
    'Texas A & M University-College Station',
    'The University of Texas at San Antonio',
    'University of Houston',
    'University of North Texas',
    "Saint Edward's University",
    'Southern Methodist University',
    'Rice University',
    'University of California-Los Angeles',
    'University of California-Berkeley',
    'San Diego State University',
    'California State University-Los Angeles',
    'California State University-Long Beach',
    'Stanford University',
    'University of Southern California',
    'Columbia University in the City of New York',
    'New York University',
    'CUNY Hunter College',
    'CUNY Brooklyn College',
    'Harvard University',
    'Boston University',
    'Boston College',
    'University of Massachusetts-Boston',
    'University of Chicago',
    'University of Illinois Chicago',
    'Northwestern University',
    'DePaul University',
    'University of Pennsylvania',
    'Temple University',
    'University of Pittsburgh-Pittsburgh Campus',
    'Pennsylvania State University-Main Campus',
    'Johns Hopkins University',
    'University of Maryland-College Park',
    'Georgetown University',
    'Howard University',
    'American University',
    'George Washington University',
    'Georgia State University',
    'Spelman College',
    'Morehouse College',
    'Emory University',
    'University of Georgia',
    'Florida International University',
    'University of Miami',
    'University of Central Florida',
    'University of South Florida',
    'University of Florida',
    'Arizona State University Campus Immersion',
    'University of Arizona',
    'University of Washington-Seattle Campus',
    'University of Colorado Denver/Anschutz Medical Campus',
    'University of Denver',
    'Metropolitan State University of Denver',
    'University of Minnesota-Twin Cities',
    'University of Michigan-Ann Arbor',
    'Wayne State University',
    'Michigan State University',
    'Vanderbilt University',
    'University of North Carolina at Chapel Hill',
    'University of North Carolina at Charlotte',
    'Ohio State University-Main Campus',
    'Indiana University-Bloomington',
    'Purdue University-Main Campus',
    'Tulane University of Louisiana',
    'University of Wisconsin-Madison',
    'University of Virginia-Main Campus',
    'Portland State University',
    'University of Utah',
    'Brigham Young University',
    'University of Nevada-Las Vegas',
    'University of Missouri-Kansas City',
    'Washington University in St Louis',
  ],
  graduate: ['Teachers College at Columbia University', 'Relay Graduate School of Education', 'Bank Street College of Education', 'Lesley University'],
  community: [
    'Austin Community College District',
    'Houston Community College',
    'Dallas College',
    'Lone Star College System',
    'San Antonio College',
    'Los Angeles City College',
    'Santa Monica College',
    'CUNY Borough of Manhattan Community College',
    'City Colleges of Chicago-Harold Washington College',
    'Miami Dade College',
    'Valencia College',
    'Mesa Community College',
    'Northern Virginia Community College',
    "Prince George's Community College",
    'Community College of Philadelphia',
    'Seattle Central College',
  ],
};

export interface School {
  id: number;
  name: string;
  state: string;
}

interface Schools {
  all: readonly School[];
  byState: ReadonlyMap<string, readonly School[]>;
}

let resolved: Readonly<Record<SchoolKind, Schools>> | undefined;

function resolve(kind: SchoolKind, byName: ReadonlyMap<string, School>): Schools {
  // A name the list no longer has (renamed in a refresh) is left out rather than invented; the test names it.
  const all = NAMES[kind].flatMap((name) => byName.get(name) ?? []);
  const byState = new Map<string, School[]>();
  for (const school of all) byState.set(school.state, [...(byState.get(school.state) ?? []), school]);
  return { all, byState };
}

/** The schools of each kind, read from the shipped list once per process. */
function generatedSchools(): Readonly<Record<SchoolKind, Schools>> {
  if (!resolved) {
    const byName = new Map(usInstitutions().map(({ id, name, state }) => [name, { id, name, state }] as const));
    resolved = { college: resolve('college', byName), graduate: resolve('graduate', byName), community: resolve('community', byName) };
  }
  return resolved;
}

/** Names of schools above that the shipped list does not hold: none, or the list above needs an update. */
export function unknownSchoolNames(): string[] {
  const names = new Set(usInstitutions().map(({ name }) => name));
  return Object.values(NAMES).flatMap((list) => list.filter((name) => !names.has(name)));
}

/** Many people study near where they live: a school in their state half the time, when there is one to choose. */
export function pickSchool(random: Random, kind: SchoolKind, homeState: string | null): School {
  const schools = generatedSchools()[kind];
  const local = homeState === null ? undefined : schools.byState.get(homeState);
  return local && random() < 0.5 ? pick(random, local) : pick(random, schools.all);
}
