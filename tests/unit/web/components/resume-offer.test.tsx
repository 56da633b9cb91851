// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFlowVersion } from '../../../../scripts/lib/schema-files';
import { ResumeDetailsReview } from '../../../../src/web/components/resume-details-review';
import type { ResumeExtraction } from '../../../../src/web/api/records/upload-resume';

// Issue 35 item 4: the offer of a resume's values, value by value, each beside what the profile holds now.

afterEach(cleanup);

const flow = loadFlowVersion('jobseeker', 1);
const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

const EXTRACTED: ResumeExtraction = {
  firstName: 'Grace',
  email: 'grace@example.org',
  phoneNumber: '3035550199',
  metroArea: 'Denver, CO',
  userAddress: { city: 'Denver', state: 'CO', zipcode: '80202' },
  recentExperience: { name: 'Denver Academy', jobTitle: 'Dean', startDate: '2019-01-01', currentlyAtJob: true },
  workExperience: [{ name: 'Aurora Public Schools', jobTitle: 'Teacher', startDate: '2012-01-01', endDate: '2019-01-01' }],
  education: [{ school: 'University of Denver', degree: 'med', fieldOfStudy: 'educational_leadership' }],
  skills: [{ skillId: 'curriculum_design' }, { customSkill: 'PowerSchool' }],
  languages: [{ name: 'spanish', readingProficiency: 'full_professional', writingProficiency: 'full_professional', speakingProficiency: 'full_professional' }],
  yearsFullTimeExperience: 12,
};

/** A person who typed a phone number, their most recent role and a skill before uploading. */
const ANSWERS = {
  phoneNumber: '3035550100',
  recentExperience: { id: 1, name: 'Denver Academy', jobTitle: 'Dean', startDate: '2019-08-01', mostRecentRole: true },
  skills: [{ id: 2, customSkill: 'powerschool', rating: 3 }],
};

function offer(answers: Record<string, unknown> = ANSWERS) {
  const onKeep = vi.fn();
  render(<ResumeDetailsReview flow={flow} answers={answers} extracted={EXTRACTED} saving={false} onKeep={onKeep} onSkip={() => undefined} />);
  return { region: screen.getByRole('region', { name: 'Details found in your resume' }), onKeep };
}

describe('the offer of what a resume holds', () => {
  it('shows each value beside what the profile holds, by its title; a typed value differing is unticked and asks to replace it', () => {
    const { region } = offer();
    const phone = within(region).getByRole('region', { name: 'Phone number' });
    expect(phone.textContent).toContain('(303) 555-0199');
    expect(phone.textContent).toContain('(303) 555-0100');
    expect(checked(within(phone).getByRole('checkbox', { name: 'Replace (303) 555-0100?' }))).toBe(false);
    // New values arrive ticked, named by their titles, never their codes.
    expect(checked(within(region).getByRole('checkbox', { name: 'Add Denver, CO' }))).toBe(true);
    expect(checked(within(region).getByRole('checkbox', { name: 'Add Spanish, Full professional' }))).toBe(true);
    expect(checked(within(region).getByRole('checkbox', { name: 'Add Curriculum design' }))).toBe(true);
    expect(checked(within(region).getByRole('checkbox', { name: 'Add 12 years' }))).toBe(true);
    expect(region.textContent).not.toContain('curriculum_design');
    expect(region.textContent).not.toContain('educational_leadership');
    // The typed role and the rated skill are there already: nothing to tick, nothing to add twice.
    const role = within(region).getByRole('region', { name: 'What is your most recent role?' });
    expect(within(role).queryByRole('checkbox')).toBeNull();
    expect(role.textContent).toContain('Already in your profile');
    expect(within(region).queryByRole('checkbox', { name: /PowerSchool/i })).toBeNull();
    // The name and e-mail are the account's, not offered for the profile.
    expect(region.textContent).not.toContain('grace@example.org');
  });

  it('asks the highest level of education first, offered from the degrees read', () => {
    const { region } = offer();
    const education = within(region).getByRole('region', { name: 'Your education' });
    expect(checked(within(education).getByRole('checkbox', { name: 'Answer this now' }))).toBe(true);
    expect(checked(within(education).getByRole('radio', { name: 'Graduate' }))).toBe(true);
    expect(
      checked(
        within(education).getByRole('checkbox', { name: 'Add University of Denver, Master of Education (M.Ed.), Educational Leadership and Administration' }),
      ),
    ).toBe(true);
  });

  it('asks a level for each skill and the street of the address before anything is sent, then sends only the ticked values', () => {
    const { region, onKeep } = offer();
    fireEvent.click(within(region).getByRole('button', { name: 'Add the ticked details' }));
    expect(onKeep).not.toHaveBeenCalled();
    expect(within(region).getByText('Choose a level for this skill')).toBeTruthy();
    expect(within(region).getByText('Enter the street address')).toBeTruthy();

    fireEvent.change(within(region).getByLabelText('Skill rating for Curriculum design'), { target: { value: '3' } });
    fireEvent.change(within(region).getByLabelText(/^Street address for/), { target: { value: '1 Main St' } });
    fireEvent.click(within(region).getByRole('checkbox', { name: 'Add Aurora Public Schools, Teacher, 2012 – 2019' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Add the ticked details' }));
    expect(onKeep).toHaveBeenCalledTimes(1);
    const body = onKeep.mock.calls[0]![0] as Record<string, unknown>;
    expect(body).toEqual({
      metroArea: 'Denver, CO',
      userAddress: { city: 'Denver', state: 'CO', zipcode: '80202', streetAddress: '1 Main St' },
      highestEducationLevel: 'graduate',
      education: EXTRACTED.education,
      skills: [{ skillId: 'curriculum_design', rating: 3 }],
      languages: EXTRACTED.languages,
      yearsFullTimeExperience: 12,
    });
  });

  it('replaces a typed value only when the person ticks it', () => {
    const { region, onKeep } = offer({ ...ANSWERS, skills: [], userAddress: { streetAddress: '9 Elm St', city: 'Boulder', state: 'CO', zipcode: '80301' } });
    for (const name of [
      'Add Curriculum design',
      'Add PowerSchool',
      'Add University of Denver, Master of Education (M.Ed.), Educational Leadership and Administration',
      'Answer this now',
    ])
      fireEvent.click(within(region).getByRole('checkbox', { name }));
    const address = within(region).getByRole('checkbox', { name: 'Replace 9 Elm St, Boulder, Colorado, 80301?' });
    expect(checked(address)).toBe(false);
    fireEvent.click(within(region).getByRole('checkbox', { name: 'Replace (303) 555-0100?' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Add the ticked details' }));
    const body = onKeep.mock.calls[0]![0] as Record<string, unknown>;
    expect(body.phoneNumber).toBe('3035550199');
    expect(body.userAddress).toBeUndefined();
    expect(body.skills).toBeUndefined();
  });
});
