import { clamp, pickWeighted, weighted, type Random } from './seeded-picks';

/** The flow's proficiency levels, lowest first (language-proficiencies.json). */
const LEVELS = ['elementary', 'limited_working', 'professional_working', 'full_professional', 'native_bilingual'] as const;
const NATIVE = LEVELS.length - 1;

/** States with many Spanish speakers (Census Bureau, language spoken at home): more of the people there speak it. */
const SPANISH_HEAVY = new Set(['TX', 'CA', 'FL', 'AZ', 'NM', 'NV', 'CO']);
const SPANISH_COMMON = new Set(['NY', 'NJ', 'IL', 'DC', 'MD', 'VA', 'GA', 'NC', 'WA', 'UT', 'OK', 'CT', 'MA', 'RI']);

/** Other languages educators speak, roughly by how often (home languages of the US, and what schools teach). */
const OTHER_LANGUAGES = weighted([
  ['french', 3],
  ['mandarin_chinese', 2],
  ['american_sign_language', 1.5],
  ['vietnamese', 1.5],
  ['arabic', 1],
  ['korean', 1],
  ['tagalog', 1],
  ['portuguese', 1],
  ['haitian_creole', 1],
  ['german', 1],
  ['cantonese', 0.7],
  ['russian', 0.7],
  ['hindi', 0.7],
  ['italian', 0.7],
  ['japanese', 0.7],
  ['urdu', 0.5],
  ['somali', 0.3],
  ['hmong', 0.3],
] as const);

export interface LanguageRecord {
  name: string;
  readingProficiency: string;
  writingProficiency: string;
  speakingProficiency: string;
}

const at = (level: number) => LEVELS[clamp(level, 0, NATIVE)]!;

/** A home language is native when spoken; reading and writing it are often a step lower for those schooled in English. */
function heritage(random: Random, name: string): LanguageRecord {
  const schooled = random() < 0.5 ? NATIVE : NATIVE - 1 - Math.floor(random() * 2);
  return { name, speakingProficiency: at(NATIVE), readingProficiency: at(schooled), writingProficiency: at(schooled - (random() < 0.3 ? 1 : 0)) };
}

/** A language learned at school or later: anywhere from elementary to full professional, speaking and reading apart. */
function learned(random: Random, name: string): LanguageRecord {
  // Most who list a learned language get by in it or better; few are fluent, few only beginners.
  const level = Math.min(3, Math.floor(random() * 2 + random() * 2));
  const step = () => Math.floor(random() * 3) - 1;
  return {
    name,
    readingProficiency: at(level + (step() > 0 ? 1 : 0)),
    writingProficiency: at(level + Math.min(0, step())),
    speakingProficiency: at(level + step()),
  };
}

/**
 * The languages a person lists: English for nearly everyone (natively but for a few who learned it), Spanish for
 * a fifth to two fifths by state, half of them native or heritage speakers, and some another language; a few skip
 * the optional question.
 */
export function generatedLanguages(random: Random, homeState: string | null): LanguageRecord[] | undefined {
  if (random() < 0.015) return undefined;
  const languages: LanguageRecord[] = [];
  const spanishShare = homeState !== null && SPANISH_HEAVY.has(homeState) ? 0.38 : homeState !== null && SPANISH_COMMON.has(homeState) ? 0.28 : 0.18;
  const spanish = random() < spanishShare;
  const spanishNative = spanish && random() < 0.45;
  const other = random() < 0.13 ? pickWeighted(random, OTHER_LANGUAGES) : null;
  const otherNative = other !== null && other !== 'american_sign_language' && random() < 0.4;
  // Someone who grew up in another language sometimes rates their English below native.
  const englishLearned = (spanishNative || otherNative) && random() < 0.25;
  languages.push(
    englishLearned
      ? {
          name: 'english',
          readingProficiency: at(NATIVE - 1),
          writingProficiency: at(NATIVE - 1 - Math.floor(random() * 2)),
          speakingProficiency: at(NATIVE - Math.floor(random() * 2)),
        }
      : { name: 'english', readingProficiency: at(NATIVE), writingProficiency: at(NATIVE), speakingProficiency: at(NATIVE) },
  );
  if (spanish) languages.push(spanishNative ? heritage(random, 'spanish') : learned(random, 'spanish'));
  if (other !== null) languages.push(otherNative ? heritage(random, other) : learned(random, other));
  return languages;
}
