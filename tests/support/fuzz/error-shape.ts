import { isErrorCode } from '../../../src/shared/error-codes';
import { isPlainObject } from '../../../src/shared/plain-object';

/**
 * Why an error answer is outside the API's shape, or undefined when it is in it: `{"detail": "sentence"}` or
 * `{"field": ["message", ...], ...}`, each with its machine `code` (src/shared/error-codes.ts). Answers below 400
 * are not judged here.
 */
export function errorShapeProblem(status: number, body: string): string | undefined {
  if (status < 400) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'the body is not JSON';
  }
  if (!isPlainObject(parsed)) return 'the body is not a JSON object';
  const { code, ...answer } = parsed;
  if (!isErrorCode(code)) return code === undefined ? 'the body has no "code"' : `"code" ${JSON.stringify(code)} is not one of the error codes`;
  const keys = Object.keys(answer);
  if ('detail' in answer) {
    if (typeof answer.detail !== 'string' || answer.detail.trim() === '') return '"detail" is not a sentence';
    // The flow studio's refusal of a draft lists its problems beside the sentence (issue 26: "refused with the problems").
    const extra = keys.filter((key) => key !== 'detail' && !(key === 'problems' && Array.isArray(answer.problems)));
    if (extra.length > 0) return `"detail" comes with other keys (${keys.join(', ')})`;
    return undefined;
  }
  if (keys.length === 0) return 'the body is an empty object';
  for (const [key, value] of Object.entries(answer)) {
    if (!Array.isArray(value) || value.length === 0 || !value.every((message) => typeof message === 'string' && message.trim() !== '')) {
      return `field "${key}" is not a list of messages`;
    }
  }
  return undefined;
}
