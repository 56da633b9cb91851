import type { JsonSchema } from '../types';
import type { LintIssue } from './lint-issue';
import { limitsWithoutMessage } from './check-messages';

/** Problems of an enumeration file beyond its meta-schema: repeated values or labels, limits without messages. */
export function lintEnum(schema: JsonSchema): LintIssue[] {
  const issues: LintIssue[] = limitsWithoutMessage(schema).map((at) => ({
    code: 'limit-without-message' as const,
    message: `${at || '/'} has no message in errorMessage`,
  }));
  const options = Array.isArray(schema.oneOf) ? (schema.oneOf as JsonSchema[]) : [];
  const seen = { value: new Set<string>(), title: new Set<string>() };
  options.forEach((option, index) => {
    const value = JSON.stringify(option.const);
    if (seen.value.has(value)) issues.push({ code: 'duplicate-option', message: `option ${index} repeats the value ${value}` });
    seen.value.add(value);
    const title = String(option.title);
    if (seen.title.has(title)) issues.push({ code: 'duplicate-option', message: `option ${index} repeats the label "${title}"` });
    seen.title.add(title);
  });
  return issues;
}
