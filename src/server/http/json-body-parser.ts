import type { ApiServer } from './api-server';
import { AppError } from '../errors/app-error';

/**
 * How deep a request body may nest objects and arrays. The deepest body any route takes is a few levels (a
 * record inside a list inside an answer); thousands of levels only serve to overflow the stack of whatever
 * walks the value later (schema validation, key conversion, the database's JSON functions).
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests objects and arrays deeper than `max`, found by one pass over the characters (brackets
 * inside strings do not count), before anything is parsed: no recursion, no reviver, nothing allocated.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === 0x5c) at += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser with one that refuses deeply nested bodies (400) before parsing and then
 * parses exactly as Fastify does (prototype poisoning refused). Applies to every route, present and future.
 */
export function registerJsonBodyParser(app: ApiServer): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(AppError.detail(400, `The request body nests objects or lists more than ${MAX_JSON_DEPTH} levels deep; send a flatter JSON value.`), undefined);
      return;
    }
    void parse(request, text, done);
  });
}
