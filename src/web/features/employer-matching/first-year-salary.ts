/** The largest first-year salary the server takes (src/server/matching/change-match-status.ts): beyond it a typo is likelier. */
export const MAX_FIRST_YEAR_SALARY = 10_000_000;

/**
 * A typed salary ("85,000", "$85000", "85000.00") as whole dollars, or a sentence saying what is wrong with it.
 * Separators and the dollar sign are allowed because people type them.
 */
export function parseFirstYearSalary(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (cleaned === '') return { ok: false, message: 'Enter the first-year salary.' };
  // Whole dollars, as the server stores it; "85000.00" is whole too.
  if (!/^\d+(\.0{1,2})?$/.test(cleaned)) return { ok: false, message: 'Enter the salary in whole dollars, e.g. 85,000.' };
  const value = Number(cleaned);
  if (value <= 0) return { ok: false, message: 'The salary must be more than $0.' };
  if (value > MAX_FIRST_YEAR_SALARY) return { ok: false, message: 'That salary looks too large. Check the number of zeros.' };
  return { ok: true, value };
}

/** The fee a percent of the salary comes to, to the cent; null when either is unknown. */
export function placementFeeFor(salary: number | null, percent: number | null): number | null {
  if (salary === null || percent === null) return null;
  return Math.round(salary * percent) / 100;
}

/**
 * A role's placement fee percent as a number: the one agreed when staff approved the role (the server charges
 * that one); null when there is none (custom terms) or it is not a number.
 */
export function feePercentOf(agreed: number | string | null | undefined): number | null {
  if (agreed === null || agreed === undefined || agreed === '') return null;
  const value = Number(agreed);
  return Number.isFinite(value) ? value : null;
}
