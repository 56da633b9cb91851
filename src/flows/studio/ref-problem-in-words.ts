import type { FlowDocument } from '../types';
import type { FlowProblem } from './flow-graph';
import { pointerPlace } from './pointer-place';

/** A `$ref` target as staff read it: a shared option list or a shared answer shape, by its name in words. */
function targetInWords(ref: string): string {
  const enumFile = /enums\/([\w-]+)\.json$/.exec(ref);
  if (enumFile) return `the shared option list “${enumFile[1]!.replace(/-/g, ' ')}”`;
  const def = /^#\/\$defs\/(.+)$/.exec(ref);
  if (def) return `the shared answer shape “${def[1]}”`;
  return `the shared part “${ref}”`;
}

/**
 * A problem `loadFlow` reports about a `$ref` (`$ref "../../enums/x.json" at /questions/f/schema resolves nowhere`)
 * at its question, in words: no file path, no JSON pointer. Another message is kept as it is, at no step.
 */
export function refProblemInWords(document: Partial<FlowDocument>, message: string): FlowProblem {
  const ref = /^\$ref "([^"]+)" at (\S+) (resolves nowhere|refers to itself)$/.exec(message);
  if (!ref) return { kind: 'schema', message };
  const place = pointerPlace(document, ref[2]!);
  const what = ref[3] === 'resolves nowhere' ? 'which does not exist. Choose an existing list or write the options here.' : 'which includes itself.';
  const subject = place.words ? `${place.words.replace(/^In /, '')} uses` : 'The flow uses';
  return {
    ...(place.step !== undefined ? { step: place.step } : {}),
    ...(place.question !== undefined ? { question: place.question } : {}),
    kind: 'schema',
    message: `${subject} ${targetInWords(ref[1]!)}, ${what}`,
  };
}
