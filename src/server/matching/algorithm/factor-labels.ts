import type { FactorName } from './factors';

/** Each factor's name as people read it, where its code would otherwise show (the employer's candidate view). */
export const FACTOR_LABELS: Record<FactorName, string> = {
  functional_areas: 'Functional areas',
  skills: 'Skills',
  education: 'Education',
  languages: 'Languages',
  management_and_budget: 'Management and budget',
  workplace_and_culture: 'Workplace and culture',
  start_date: 'Start date',
  pay: 'Pay',
  place: 'Place',
};
