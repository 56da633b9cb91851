import { describe, expect, it } from 'vitest';
import { fromWire, toWire, toWireQuery } from '../../../src/shared/wire-keys';

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
});
