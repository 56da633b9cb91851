import { createHash } from 'node:crypto';
import { completedSections, type Answers, type Flow, type StepValidator } from '../../flows';

/**
 * completedSections validates every step of the flow against the answers: the costliest part of reading a
 * profile, which the shell does on every page. Its result depends on the flow version and the answers alone,
 * so it is kept per (flow version, answers) for the answers people have now; any change to the answers is a
 * new key. Bounded: the least recently used entries go first.
 */
const MAX_ENTRIES = 2000;
const cache = new Map<string, string[]>();

export function cachedCompletedSections(flow: Flow, answers: Answers, validator: StepValidator): string[] {
  const key = createHash('sha256').update(`${flow.id}@${flow.version}\u0000${JSON.stringify(answers)}`).digest('base64');
  const hit = cache.get(key);
  if (hit !== undefined) {
    // Moved to the back: the newest use.
    cache.delete(key);
    cache.set(key, hit);
    return [...hit];
  }
  const sections = completedSections(flow, answers, validator);
  cache.set(key, sections);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return [...sections];
}
