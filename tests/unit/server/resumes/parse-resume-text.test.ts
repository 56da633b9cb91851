import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../../../../src/server/resumes/parse-resume-text';
import { resumeVocabulary } from '../../../../src/server/resumes/read-uploaded-resume';

const vocabulary = resumeVocabulary();
const TODAY = new Date('2026-12-01T00:00:00Z');
const parse = (lines: string[]) => parseResumeText(lines.join('\n'), vocabulary, TODAY);

describe('parseResumeText', () => {
  it('reads name, e-mail, phone, every role, the years they add up to and education from a plain resume', () => {
    expect(
      parse([
        'Maya Angelou',
        'maya.angelou@example.org',
        '(212) 555-0123',
        'Experience',
        'Principal, Lincoln High School, 2018 – Present',
        'Teacher, Roosevelt Middle School, 2010 – 2018',
        'Education',
        'Howard University, B.A. English',
      ]),
    ).toEqual({
      firstName: 'Maya',
      lastName: 'Angelou',
      email: 'maya.angelou@example.org',
      phoneNumber: '2125550123',
      recentExperience: { name: 'Lincoln High School', jobTitle: 'Principal', startDate: '2018-01-01', currentlyAtJob: true },
      // The earlier role is kept too, and both count toward the years of full-time work (2010 to December 2026).
      workExperience: [{ name: 'Roosevelt Middle School', jobTitle: 'Teacher', startDate: '2010-01-01', endDate: '2018-01-01' }],
      yearsFullTimeExperience: 16,
      education: [{ school: 'Howard University', degree: 'ba', fieldOfStudy: 'english_literature' }],
    });
  });

  it('finds nothing in no text', () => {
    expect(parseResumeText('', vocabulary, TODAY)).toEqual({});
    expect(parseResumeText(' \n\n \t', vocabulary, TODAY)).toEqual({});
  });

  it('reads a name written in capitals, with credentials, on a line shared with contact details', () => {
    expect(parse(['MAYA ANGELOU, Ed.D. | maya@example.org | +1 212.555.0123'])).toEqual({
      firstName: 'Maya',
      lastName: 'Angelou',
      email: 'maya@example.org',
      phoneNumber: '2125550123',
    });
  });

  it('reads "Last, First", family-name particles, and skips a title line', () => {
    expect(parse(['Angelou, Maya'])).toMatchObject({ firstName: 'Maya', lastName: 'Angelou' });
    expect(parse(['Curriculum Vitae', 'José Martínez de la Cruz'])).toMatchObject({ firstName: 'José', lastName: 'de la Cruz' });
    expect(parse(['Dr. Keisha Brown'])).toMatchObject({ firstName: 'Keisha', lastName: 'Brown' });
    expect(parse(['Resume', 'Experience'])).toEqual({});
  });

  it('reads a role written over several lines, with month dates, and ignores the location and bullets', () => {
    const result = parse([
      'Ada Lovelace',
      'Professional Experience',
      'Director of Curriculum',
      'KIPP Foundation, San Francisco, CA',
      'Aug 2019 – June 2023',
      '• Led a team of twelve',
      'Teacher, Bay Academy, 2015 – 2019',
    ]);
    expect(result.recentExperience).toEqual({ name: 'KIPP Foundation', jobTitle: 'Director of Curriculum', startDate: '2019-08-01', endDate: '2023-06-01' });
  });

  it('reads a role written organization first, with numeric dates', () => {
    expect(parse(['Work History', 'Lincoln High School — Assistant Principal (08/2018 - Present)']).recentExperience).toEqual({
      name: 'Lincoln High School',
      jobTitle: 'Assistant Principal',
      startDate: '2018-08-01',
      currentlyAtJob: true,
    });
  });

  it('maps degrees and fields onto the lists only when the text names one of each', () => {
    const result = parse([
      'Education',
      'Harvard Graduate School of Education',
      'Master of Education in Educational Leadership, 2014',
      'Howard University, Washington, DC',
      'B.A., Secondary Education and Mathematics, 2010',
      'Boston University, Boston, MA 2008',
      "Bachelor's degree, Spelman College",
      'Lincoln High School, Diploma, 2004',
      'Skills',
      'University relations',
    ]);
    expect(result.education).toEqual([
      { school: 'Harvard Graduate School of Education', degree: 'med', fieldOfStudy: 'educational_leadership', graduationYear: 2014 },
      // Two fields named: neither is chosen for the person.
      { school: 'Howard University', degree: 'ba', graduationYear: 2010 },
      // "MA" after a city is the state, not a degree.
      { school: 'Boston University', graduationYear: 2008 },
      { school: 'Spelman College' },
    ]);
  });

  it('reads degree abbreviations with and without dots, longest first', () => {
    const degreeOf = (line: string) => parse(['Education', `Columbia University, ${line}`]).education?.[0];
    expect(degreeOf('M.A.T. in Teaching')).toMatchObject({ degree: 'mat' });
    expect(degreeOf('MEd, Special Education')).toEqual({ school: 'Columbia University', degree: 'med', fieldOfStudy: 'special_education' });
    expect(degreeOf('PhD Psychology 2020')).toEqual({ school: 'Columbia University', degree: 'phd', fieldOfStudy: 'psychology', graduationYear: 2020 });
    expect(degreeOf('BS in Biology')).toMatchObject({ degree: 'bs', fieldOfStudy: 'biology' });
    expect(degreeOf('B.S.Ed.')).toMatchObject({ degree: 'bsed' });
    expect(degreeOf('Master of Arts in Teaching')).toMatchObject({ degree: 'mat' });
  });

  it('takes no roles or schools from text without headings', () => {
    expect(parse(['Ada Lovelace', 'Principal, Lincoln High School, 2018 – Present', 'Howard University, B.A. English'])).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('does not take dates or long numbers for a phone number', () => {
    expect(parse(['Ada Lovelace', 'ID 123456789012', '2018 – 2021']).phoneNumber).toBeUndefined();
    expect(parse(['Ada Lovelace', 'Tel: 1-212-555-0123']).phoneNumber).toBe('2125550123');
  });

  it('keeps a second role at one organization written with its dates alone under its title apart from the next role', () => {
    const result = parse([
      'Thomas Reyes',
      'Career History',
      'Program Director',
      'San Diego Unified School District | May 2021 – Present',
      'Program Manager',
      'Jan 2018 – Apr 2021',
      'AmeriCorps Fellow',
      'City Year San Diego | Aug 2016 – Jun 2017',
    ]);
    expect(result.recentExperience).toEqual({
      name: 'San Diego Unified School District',
      jobTitle: 'Program Director',
      startDate: '2021-05-01',
      currentlyAtJob: true,
    });
    expect(result.workExperience).toEqual([
      { name: 'San Diego Unified School District', jobTitle: 'Program Manager', startDate: '2018-01-01', endDate: '2021-04-01' },
      { name: 'City Year San Diego', jobTitle: 'AmeriCorps Fellow', startDate: '2016-08-01', endDate: '2017-06-01' },
    ]);
  });

  it('reads a margin of dates beside titles, each organization on the line below', () => {
    const result = parse([
      'William Harris',
      'Experience',
      '2020 – Present | Dean of Students',
      'Detroit Prep',
      '2013 – 2020 | Social Studies Teacher',
      'Cornerstone Schools',
    ]);
    expect(result.recentExperience).toMatchObject({ name: 'Detroit Prep', jobTitle: 'Dean of Students' });
    expect(result.workExperience).toEqual([
      { name: 'Cornerstone Schools', jobTitle: 'Social Studies Teacher', startDate: '2013-01-01', endDate: '2020-01-01' },
    ]);
  });
});
