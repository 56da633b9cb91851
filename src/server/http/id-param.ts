import { AppError } from '../errors/app-error';
import { MAX_INTEGER } from './integer-bounds';

/**
 * A path parameter as a row id: a whole number from 1 to PostgreSQL's integer maximum, else a 404 with `message`
 * (an id that cannot exist names nothing, and must not reach the database as an out-of-range number).
 */
export function idParam(value: string, message = 'Not found.'): number {
  const id = Number(value);
  if (!/^[1-9][0-9]{0,9}$/.test(value) || id > MAX_INTEGER) throw AppError.detail(404, message);
  return id;
}
