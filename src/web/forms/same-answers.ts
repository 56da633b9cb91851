import type { Answers } from '../../flows';

/** Whether two sets of answers hold the same answers (in any order of their keys). */
export function sameAnswers(a: Answers, b: Answers): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/** Whether two sets of answers give the same answer to each of `questions`. */
export function sameAnswersTo(questions: readonly string[], a: Answers, b: Answers): boolean {
  return questions.every((question) => JSON.stringify(a[question]) === JSON.stringify(b[question]));
}
