const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Why an error answer is outside the API's shape, or undefined when it is in it: `{"detail": "sentence"}` or
 * `{"field": ["message", ...], ...}`. Answers below 400 are not judged here.
 */
export function errorShapeProblem(status: number, body: string): string | undefined {
  if (status < 400) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'the body is not JSON';
  }
  if (!isObject(parsed)) return 'the body is not a JSON object';
  const keys = Object.keys(parsed);
  if ('detail' in parsed) {
    if (typeof parsed.detail !== 'string' || parsed.detail.trim() === '') return '"detail" is not a sentence';
    if (keys.length !== 1) return `"detail" comes with other keys (${keys.join(', ')})`;
    return undefined;
  }
  if (keys.length === 0) return 'the body is an empty object';
  for (const [key, value] of Object.entries(parsed)) {
    if (!Array.isArray(value) || value.length === 0 || !value.every((message) => typeof message === 'string' && message.trim() !== '')) {
      return `field "${key}" is not a list of messages`;
    }
  }
  return undefined;
}
