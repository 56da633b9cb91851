import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/server/errors/app-error';

describe('AppError.withData', () => {
  it('sends its data beside the detail, the detail first and the code last', () => {
    const error = AppError.withData(400, 'This version has a problem; fix it and publish again.', { problems: [{ kind: 'version', message: 'x' }] });
    expect(error.statusCode).toBe(400);
    expect(Object.keys(error.wireBody())).toEqual(['detail', 'problems', 'code']);
    expect(error.wireBody()).toEqual({
      detail: 'This version has a problem; fix it and publish again.',
      problems: [{ kind: 'version', message: 'x' }],
      code: 'validation_failed',
    });
  });

  it('takes a code of its own', () => {
    expect(AppError.withData(409, 'Taken.', { by: 3 }, 'conflict').wireBody()).toEqual({ detail: 'Taken.', by: 3, code: 'conflict' });
  });
});
