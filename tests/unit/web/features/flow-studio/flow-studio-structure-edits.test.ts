import { describe, expect, it } from 'vitest';
import { lintFlow } from '../../../../../src/flows';
import { optionCode, questionKey, stepName } from '../../../../../src/web/features/flow-studio/new-keys';
import { limitsOfKind, questionKind } from '../../../../../src/web/features/flow-studio/question-kind';
import {
  addQuestion,
  addStep,
  moveQuestion,
  moveStep,
  removeQuestion,
  removeStep,
  saveTargetNear,
} from '../../../../../src/web/features/flow-studio/structure-edits';
import { jobseeker, load, tinyDocument } from '../../../flows/helpers';

describe('keys the studio makes for what staff add', () => {
  it('makes field names in camelCase, option codes and job seeker step names in snake case, each unique', () => {
    expect(questionKey('How far will you travel?', new Set())).toBe('howFarWillYouTravel');
    expect(questionKey('Kind', new Set(['kind']))).toBe('kind2');
    expect(questionKey('2nd language', new Set())).toBe('question2ndLanguage');
    expect(optionCode('Part-time only', new Set(['part_time_only']))).toBe('part_time_only_2');
    expect(stepName('Your travel', new Set(['can_work_in_us']))).toBe('your_travel');
    expect(stepName('Your travel', new Set(['jobTitle']))).toBe('yourTravel');
  });
});

describe('questions and steps added, moved and removed', () => {
  it('adds a question of each kind that loads and lints clean, saved where its neighbours are', () => {
    let document = tinyDocument();
    for (const kind of ['single', 'multiple', 'yesNo', 'text', 'number'] as const) {
      const added = addQuestion(document, 'last', kind, `A ${kind} question`);
      document = added.document;
      expect(document.questions[added.field]?.saveTo).toBe('profile');
      expect(questionKind(document.questions[added.field]!)).toBe(kind);
    }
    expect(document.steps.find((step) => step.name === 'last')?.questions).toHaveLength(5);
    expect(lintFlow(load(document)).filter((issue) => issue.code !== 'unreachable-step')).toEqual([]);
  });

  it('saves a new question on a records step where the nearest plain answers go', () => {
    const document = jobseeker();
    expect(saveTargetNear(document, 'education')).toBe('profile');
  });

  it('offers each kind only its own limits: none for a single choice', () => {
    const flow = jobseeker();
    expect(limitsOfKind(questionKind(flow.questions.jobSeekingStatus!))).toEqual([]);
    expect(limitsOfKind(questionKind(flow.questions.currentBoardSeats!))).toEqual(['minLength', 'maxLength']);
    expect(limitsOfKind(questionKind(flow.questions.yearsManagingOthers!))).toEqual(['minimum', 'maximum']);
    expect(limitsOfKind(questionKind(flow.questions.personalityTraits!))).toEqual(['minItems', 'maxItems']);
  });

  it('moves and removes questions and steps; a step moved into another section joins it', () => {
    const document = tinyDocument();
    expect(moveQuestion(document, 'start', 'note', -1).steps[0]?.questions).toEqual(['note', 'kind']);
    const removed = removeQuestion(document, 'note');
    expect(removed.questions.note).toBeUndefined();
    expect(removed.steps[0]?.questions).toEqual(['kind']);
    const moved = moveStep(document, 'flag', -1);
    expect(moved.steps.map((step) => step.name).slice(0, 3)).toEqual(['start', 'flag', 'detail']);
    expect(moved.steps[1]?.section).toBe('One');
    const gone = removeStep(document, 'detail');
    expect(gone.steps.some((step) => step.name === 'detail')).toBe(false);
    expect(gone.questions.detail).toBeUndefined();
  });

  it('adds a step after another, in its section, with the heading it was given', () => {
    const { document, name } = addStep(tinyDocument(), 'start', 'More about you');
    expect(name).toBe('moreAboutYou');
    expect(document.steps[1]).toEqual({ name, section: 'One', title: 'More about you', questions: [] });
  });
});
