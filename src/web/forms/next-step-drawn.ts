import type { Answers } from '../../flows';

/** Whether two sets of answers hold the same answers (in any order of their keys). */
export function sameAnswers(a: Answers, b: Answers): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

const isDrawn = (stepName: string) => [...document.querySelectorAll<HTMLElement>('section[data-step]')].some((section) => section.dataset.step === stepName);

/**
 * Settles once the document holds the step form of `stepName` (drawn out of sight or not), or once `limitMs` have
 * passed. A step change waits for the next step drawn out of sight before it moves on: the move would otherwise
 * interrupt that drawing, and React would throw the half-drawn step away and draw it again from the start.
 */
export function whenDrawn(stepName: string, limitMs = 300): Promise<void> {
  return new Promise<void>((resolve) => {
    if (isDrawn(stepName)) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (isDrawn(stepName)) done();
    });
    const timer = setTimeout(done, limitMs);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
