import { describe, expect, it } from 'vitest';
import { camelKey, fromWire, keysToWire, snakeKey, toWire, toWireQuery } from '../../../src/shared/wire-keys';

describe('wire key conversion (spec 000 §5, §7)', () => {
  it('sends camelCase as snake_case, dropping empty values but keeping false and 0', () => {
    expect(toWire({ firstName: 'Ada', lastName: '', jobTitle: null, logo: undefined, isStaff: false, budget: 0 })).toEqual({
      first_name: 'Ada',
      is_staff: false,
      budget: 0,
    });
  });

  it('converts nested objects and arrays of objects', () => {
    expect(toWire({ primaryAddress: { streetAddress: '1 Main St' }, languages: [{ readingProficiency: 3 }] })).toEqual({
      primary_address: { street_address: '1 Main St' },
      languages: [{ reading_proficiency: 3 }],
    });
  });

  it('reads snake_case answers as camelCase at every depth', () => {
    expect(fromWire({ has_confirmed_email: true, completed_sections: ['Core Profile'], employer: { company_size: '1-10' } })).toEqual({
      hasConfirmedEmail: true,
      completedSections: ['Core Profile'],
      employer: { companySize: '1-10' },
    });
  });

  it('builds snake_case query strings', () => {
    expect(toWireQuery({ isRead: false, limit: 5, type: '' }).toString()).toBe('is_read=false&limit=5');
  });

  it('names keys with digits as the API does: a letter after a digit starts a word, a digit does not', () => {
    expect(camelKey('requires_2fa')).toBe('requires2Fa');
    expect(camelKey('address_line_2')).toBe('addressLine2');
    expect(snakeKey('addressLine2')).toBe('address_line2');
    expect(snakeKey('yearsFullTimeExperience')).toBe('years_full_time_experience');
    expect(snakeKey('HTMLField')).toBe('html_field');
  });

  it('keeps a key that is already in the target case', () => {
    expect(camelKey('firstName')).toBe('firstName');
    expect(camelKey('id')).toBe('id');
    expect(snakeKey('first_name')).toBe('first_name');
    expect(snakeKey('role_uuid')).toBe('role_uuid');
  });

  it('goes through lists of records and keeps dates, lists of values and nulls as they are', () => {
    const at = new Date('2026-11-25T10:00:00Z');
    expect(keysToWire({ skillIds: ['a_b', 'cD'], savedAt: at, workExperience: [{ endDate: null, isCurrent: true }] })).toEqual({
      skill_ids: ['a_b', 'cD'],
      saved_at: at,
      work_experience: [{ end_date: null, is_current: true }],
    });
    expect(fromWire([{ user_id: 1 }, 'plain_text', null])).toEqual([{ userId: 1 }, 'plain_text', null]);
  });

  it('keeps a "__proto__" key of a parsed body as a plain key, never as the prototype', () => {
    const converted = fromWire<Record<string, unknown>>(JSON.parse('{"__proto__": {"is_staff": true}, "first_name": "Ada"}'));
    expect(Object.getPrototypeOf(converted)).toBe(Object.prototype);
    expect((converted as { isStaff?: unknown }).isStaff).toBeUndefined();
    expect(converted.firstName).toBe('Ada');
  });
});
