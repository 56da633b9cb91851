import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { completedSections, type Answers, type Flow, type StepValidator } from '../../flows';

/**
 * completedSections validates every step of the flow against the answers: the costliest part of reading a
 * profile, which the shell does on every page. Its result depends on the flow version and the answers alone,
 * so it is kept per (flow version, answers) for the answers people have now; any change to the answers is a
 * new key. Bounded: the least recently used entries go first.
 */
const cache = new LRUCache<string, readonly string[]>({ max: 2000 });

export function cachedCompletedSections(flow: Flow, answers: Answers, validator: StepValidator): string[] {
  const key = createHash('sha256')
    .update(`${flow.id}@${flow.version}\u0000${JSON.stringify(answers)}`)
    .digest('base64');
  let sections = cache.get(key);
  if (sections === undefined) {
    sections = completedSections(flow, answers, validator);
    cache.set(key, sections);
  }
  return [...sections];
}
