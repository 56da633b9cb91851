import { describe, expect, it } from 'vitest';
import { createJsonSchemaStepValidator } from '../../../src/flows/json-schema-step-validator';

const validator = createJsonSchemaStepValidator();

describe('the answers validator shared by browser and server', () => {
  it('reports a broken limit in the schema’s own words, at the value', () => {
    const schema = { type: 'string', maxLength: 5, errorMessage: { maxLength: 'Keep it to 5 characters' } };
    expect(validator.validate(schema, 'abcdef')).toEqual([{ path: '', message: 'Keep it to 5 characters' }]);
    expect(validator.validate(schema, 'abc')).toEqual([]);
  });

  it('reports a missing record field at that field, and every problem of every record at once', () => {
    const schema = {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'jobTitle'],
        errorMessage: { required: { name: 'Add the organization', jobTitle: 'Add your title' } },
        properties: {
          name: { type: 'string', maxLength: 3, errorMessage: { maxLength: 'Too long' } },
          jobTitle: { type: 'string' },
          startDate: { type: 'string', format: 'date', errorMessage: { format: 'Use a real date' } },
        },
      },
    };
    const issues = validator.validate(schema, [{ name: 'Long name', jobTitle: 'Teacher', startDate: '2020-13-45' }, { name: 'KIPP' }]);
    expect(issues).toHaveLength(4);
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: '/0/name', message: 'Too long' },
        { path: '/0/startDate', message: 'Use a real date' },
        { path: '/1/name', message: 'Too long' },
        { path: '/1/jobTitle', message: 'Add your title' },
      ]),
    );
  });

  it('gives a failed choice among branches one message, not one per branch', () => {
    const schema = {
      type: 'string',
      anyOf: [{ enum: ['Boston, MA'] }, { pattern: '^[^,]+, [A-Z]{2}$' }],
      errorMessage: { anyOf: 'Choose a metro area, or type City, ST' },
    };
    expect(validator.validate(schema, 'Boston')).toEqual([{ path: '', message: 'Choose a metro area, or type City, ST' }]);
    expect(validator.validate(schema, 'Boise, ID')).toEqual([]);
  });

  it('finds messages behind a $ref, and names fields a closed object does not allow', () => {
    const schema = {
      definitions: { seats: { type: 'string', maxLength: 4, errorMessage: { maxLength: 'At most 4' } } },
      type: 'object',
      additionalProperties: false,
      properties: { seats: { $ref: '#/definitions/seats' } },
    };
    expect(validator.validate(schema, { seats: 'abcdef' })).toEqual([{ path: '/seats', message: 'At most 4' }]);
    expect(validator.validate(schema, { seats: 'ab', extra: 1 })).toEqual([{ path: '', message: 'extra is not allowed here' }]);
  });

  it('falls back to the validator’s wording where the schema has no message', () => {
    const issues = validator.validate({ type: 'integer' }, 'seven');
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toBe('');
    expect(issues[0]!.message).toMatch(/integer/);
  });

  it('takes a field cleared after typing (undefined) as never filled, in a record and in a list of records', () => {
    const schema = {
      type: 'object',
      additionalProperties: false,
      required: ['salary'],
      errorMessage: { required: { salary: 'Enter a salary' } },
      properties: { salary: { type: 'integer' }, rate: { type: 'integer', errorMessage: { type: 'Enter whole dollars' } } },
    };
    expect(validator.validate(schema, { salary: 40000, rate: undefined })).toEqual([]);
    expect(validator.validate(schema, { salary: undefined, rate: 40 })).toEqual([{ path: '/salary', message: 'Enter a salary' }]);
    expect(validator.validate({ type: 'array', items: schema }, [{ salary: 1, rate: undefined }])).toEqual([]);
  });
});
