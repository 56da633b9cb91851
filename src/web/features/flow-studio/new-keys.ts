/** The words of a title, lower-cased, without punctuation: what generated keys are made of. */
function words(title: string): string[] {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .slice(0, 6);
}

/** The first of `base`, `base2`, `base3`… (or with `_2` for snake case) that is not taken. */
function unique(base: string, taken: ReadonlySet<string>, separator: '' | '_'): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${separator}${n}`)) return `${base}${separator}${n}`;
}

/** A new question's field name: camelCase from its title ("How far will you travel?" → howFarWillYouTravel), unique. */
export function questionKey(title: string, taken: ReadonlySet<string>): string {
  const parts = words(title);
  const camel = parts.map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');
  // A field name starts with a letter: "2nd language" becomes question2ndLanguage.
  const base = camel === '' ? 'question' : /^[a-z]/.test(camel) ? camel : `question${camel.charAt(0).toUpperCase()}${camel.slice(1)}`;
  return unique(base, taken, '');
}

/** A new option's stored code: snake_case from its title ("Part-time only" → part_time_only), unique in its list. */
export function optionCode(title: string, taken: ReadonlySet<string>): string {
  const base = words(title).join('_') || 'option';
  return unique(/^[a-z]/.test(base) ? base : `option_${base}`, taken, '_');
}

/**
 * A new step's name, written as its neighbours' are: snake_case when they use underscores (job seeker routes such
 * as can_work_in_us), camelCase otherwise (role steps such as jobTitle).
 */
export function stepName(title: string, taken: ReadonlySet<string>): string {
  const snake = [...taken].some((name) => name.includes('_'));
  if (snake) {
    const base = words(title).join('_') || 'step';
    return unique(/^[a-z]/.test(base) ? base : `step_${base}`, taken, '_');
  }
  return questionKey(title === '' ? 'step' : title, taken);
}
