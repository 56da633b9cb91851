import type { ExtractedLanguage, VocabularyOption } from './resume-extraction';
import { escapeRegExp, plain } from './resume-lines';

/** Names people write for a listed language that its title does not spell out, by list value. */
const LANGUAGE_SYNONYMS: Record<string, readonly string[]> = {
  mandarin_chinese: ['mandarin', 'chinese mandarin', 'chinese'],
  persian_farsi: ['persian', 'farsi'],
  american_sign_language: ['asl', 'sign language'],
  haitian_creole: ['kreyol', 'haitian'],
  tagalog: ['filipino'],
};

/**
 * Level words mapped onto the proficiency list's values, the longer wording first ("full professional" before
 * "professional", "limited working" before "working").
 */
const LEVEL_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:native|bilingual|mother tongue|first language)\b/, 'native_bilingual'],
  [/\bfull professional\b/, 'full_professional'],
  [/\blimited working\b/, 'limited_working'],
  [/\b(?:professional working|working proficiency|proficient|advanced)\b/, 'professional_working'],
  [/\b(?:fluent|fluency)\b/, 'full_professional'],
  [/\b(?:conversational|intermediate)\b/, 'limited_working'],
  [/\b(?:basic|elementary|beginner|beginning|novice)\b/, 'elementary'],
];

interface Matcher {
  value: string;
  pattern: RegExp;
}

function languageMatchers(options: readonly VocabularyOption[]): Matcher[] {
  const matchers: Matcher[] = [];
  const known = new Set(options.map((option) => option.const));
  const word = (words: string) => new RegExp(`(?<![\\p{L}])${escapeRegExp(words).replace(/ /g, '\\s+')}(?![\\p{L}])`, 'u');
  for (const option of options) if (option.const !== 'other' && option.title) matchers.push({ value: option.const, pattern: word(plain(option.title)) });
  for (const [value, names] of Object.entries(LANGUAGE_SYNONYMS)) if (known.has(value)) for (const name of names) matchers.push({ value, pattern: word(name) });
  // Longer names first: "Haitian Creole" before "Haitian".
  return matchers.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
}

export interface LanguageReader {
  /** Whether an item names a spoken language (so it is not taken for a skill). */
  names: (item: string) => boolean;
  /** The languages of these lines with their level in words; a language without a level is left out. */
  read: (lines: string[]) => ExtractedLanguage[];
}

export function languageReader(options: readonly VocabularyOption[], levels: readonly VocabularyOption[]): LanguageReader {
  const matchers = languageMatchers(options);
  const levelValues = new Set(levels.map((level) => level.const));
  const languagesIn = (text: string) => {
    let rest = plain(text);
    const found: string[] = [];
    for (const matcher of matchers) {
      if (!matcher.pattern.test(rest)) continue;
      if (!found.includes(matcher.value)) found.push(matcher.value);
      rest = rest.replace(matcher.pattern, ' ');
    }
    return found;
  };
  const levelIn = (text: string) => {
    const words = plain(text);
    return LEVEL_WORDS.find(([pattern, value]) => levelValues.has(value) && pattern.test(words))?.[1];
  };
  return {
    names: (item) => languagesIn(item).length > 0 && plain(item).split(' ').length <= 4,
    read: (lines) => {
      const languages: ExtractedLanguage[] = [];
      for (const line of lines) {
        const body = line.replace(/^languages?\s*:\s*/i, '');
        // "Spanish (fluent), French (basic)"; "English – native | Spanish – conversational"; "Fluent in Spanish and French".
        for (const item of body.split(/\s*(?:[,;|•·●▪]|\s[-–—]{2}\s)\s*(?![^(]*\))/)) {
          const level = levelIn(item);
          if (!level) continue;
          for (const name of languagesIn(item)) {
            if (languages.some((language) => language.name === name)) continue;
            languages.push({ name, readingProficiency: level, writingProficiency: level, speakingProficiency: level });
          }
        }
      }
      return languages.slice(0, 10);
    },
  };
}
