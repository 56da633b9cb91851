/**
 * `npm run bench:resumes`: how much of what a careful person would enter the resume reader finds, over the fixture
 * set of tests/fixtures/resumes. Each expected value is one fact (a role's organization and title, its start, a
 * skill, a language at a level, ...); recall is the share of expected facts read, precision the share of facts read
 * that are right. Printed per field, for the resumes tuned on and the held-out ones, and overall.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readDocumentText } from '../src/server/resumes/read-document-text';
import { parseResumeText } from '../src/server/resumes/parse-resume-text';
import { resumeVocabulary } from '../src/server/resumes/read-uploaded-resume';
import { extractionWire } from '../src/server/resumes/resume-extraction-wire';
import { FIXTURE_TODAY, fixtureFileName, RESUME_SPECS, type ExpectedExtraction } from '../tests/fixtures/resumes/resume-specs';

const FIXTURES = path.join(import.meta.dirname, '../tests/fixtures/resumes');
const RECALL_GOAL = 0.9;
const PRECISION_GOAL = 0.95;

const low = (value: unknown) => String(value).trim().toLowerCase();

/** The facts of one extraction, each as "field: value", grouped by the field they count toward. */
function factsOf(extraction: ExpectedExtraction): Map<string, Set<string>> {
  const facts = new Map<string, Set<string>>();
  const add = (field: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (!facts.has(field)) facts.set(field, new Set());
    facts.get(field)!.add(low(value));
  };
  add('first_name', extraction.first_name);
  add('last_name', extraction.last_name);
  add('email', extraction.email);
  add('phone_number', extraction.phone_number);
  add('linkedin_url', extraction.linkedin_url);
  add('address city', extraction.user_address?.city);
  add('address state', extraction.user_address?.state);
  add('address zipcode', extraction.user_address?.zipcode);
  add('metro_area', extraction.metro_area);
  add('years_full_time_experience', extraction.years_full_time_experience);
  const recent = extraction.recent_experience;
  const roles = [...(recent ? [recent] : []), ...(extraction.work_experience ?? [])];
  if (recent) add('recent_experience', `${recent.name} / ${recent.job_title}`);
  for (const role of roles) {
    const which = `${role.name} / ${role.job_title}`;
    add('role organization + title', which);
    add('role start', `${which} / ${role.start_date}`);
    add('role end or current', `${which} / ${role.currently_at_job ? 'current' : role.end_date}`);
  }
  for (const school of extraction.education ?? []) {
    add('education school', school.school);
    add('education degree', `${school.school} / ${school.degree}`);
    add('education field', `${school.school} / ${school.field_of_study}`);
    add('education year', `${school.school} / ${school.graduation_year}`);
  }
  for (const skill of extraction.skills ?? []) add('skills', 'skill_id' in skill ? skill.skill_id : `own: ${skill.custom_skill}`);
  for (const language of extraction.languages ?? []) add('languages', `${language.name} / ${language.speaking_proficiency}`);
  // A degree or field left out is an unsure value, not a fact: "undefined" would count as one.
  for (const set of facts.values()) for (const fact of set) if (fact.endsWith('/ undefined')) set.delete(fact);
  return facts;
}

interface Tally {
  expected: number;
  read: number;
  right: number;
}

const percent = (part: number, whole: number) => (whole === 0 ? '   –  ' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`);

function table(title: string, tallies: Map<string, Tally>): Tally {
  const total: Tally = { expected: 0, read: 0, right: 0 };
  console.log(`\n${title}`);
  console.log(`${'field'.padEnd(28)} expected  read  right   recall  precision`);
  for (const [field, tally] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
    total.expected += tally.expected;
    total.read += tally.read;
    total.right += tally.right;
    console.log(
      `${field.padEnd(28)} ${String(tally.expected).padStart(8)} ${String(tally.read).padStart(5)} ${String(tally.right).padStart(6)}   ${percent(tally.right, tally.expected)}   ${percent(tally.right, tally.read)}`,
    );
  }
  console.log(
    `${'overall'.padEnd(28)} ${String(total.expected).padStart(8)} ${String(total.read).padStart(5)} ${String(total.right).padStart(6)}   ${percent(total.right, total.expected)}   ${percent(total.right, total.read)}`,
  );
  return total;
}

const verbose = process.argv.includes('--verbose');
const groups = { tuned: new Map<string, Tally>(), 'held out': new Map<string, Tally>(), all: new Map<string, Tally>() };
for (const spec of RESUME_SPECS) {
  const file = fixtureFileName(spec);
  const bytes = readFileSync(path.join(FIXTURES, file));
  const text = await readDocumentText(new Uint8Array(bytes), file.endsWith('.pdf') ? 'pdf' : 'docx');
  const read = extractionWire(parseResumeText(text, resumeVocabulary(), FIXTURE_TODAY)) as ExpectedExtraction;
  const expected = factsOf(spec.expected);
  const found = factsOf(read);
  for (const field of new Set([...expected.keys(), ...found.keys()])) {
    const want = expected.get(field) ?? new Set<string>();
    const got = found.get(field) ?? new Set<string>();
    const right = [...got].filter((fact) => want.has(fact)).length;
    for (const group of [groups[spec.heldOut ? 'held out' : 'tuned'], groups.all]) {
      const tally = group.get(field) ?? { expected: 0, read: 0, right: 0 };
      tally.expected += want.size;
      tally.read += got.size;
      tally.right += right;
      group.set(field, tally);
    }
    if (verbose) {
      for (const fact of want) if (!got.has(fact)) console.log(`${spec.id}: missed ${field} = ${fact}`);
      for (const fact of got) if (!want.has(fact)) console.log(`${spec.id}: wrong ${field} = ${fact}`);
    }
  }
}

const tuned = RESUME_SPECS.filter((spec) => !spec.heldOut).length;
table(`Resumes tuned on (${tuned})`, groups.tuned);
const heldOut = table(`Held-out resumes (${RESUME_SPECS.length - tuned})`, groups['held out']);
const all = table(`All ${RESUME_SPECS.length} resumes`, groups.all);
const recall = heldOut.right / heldOut.expected;
const precision = heldOut.right / heldOut.read;
console.log(
  `\nHeld out: recall ${(100 * recall).toFixed(1)}% (goal ${100 * RECALL_GOAL}%), precision ${(100 * precision).toFixed(1)}% (goal ${100 * PRECISION_GOAL}%); all: recall ${((100 * all.right) / all.expected).toFixed(1)}%, precision ${((100 * all.right) / all.read).toFixed(1)}%`,
);
if (recall < RECALL_GOAL || precision < PRECISION_GOAL) process.exitCode = 1;
