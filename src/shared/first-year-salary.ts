/**
 * The first-year salary recorded with a hire and the placement fee worked out from it: one rule for the server,
 * which checks the number it is sent, and the browser, which reads what a person typed.
 */

/** The largest first-year salary taken with a hire, in dollars: far above any, small enough to be a typo. */
export const MAX_FIRST_YEAR_SALARY = 10_000_000;

export type SalaryReading = { ok: true; value: number } | { ok: false; message: string };

/** Whether `value` may be stored as a first-year salary: whole dollars from 1 to `MAX_FIRST_YEAR_SALARY`. */
export function isFirstYearSalary(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_FIRST_YEAR_SALARY;
}

/**
 * A typed salary ("85,000", "$85000", "85000.00") as whole dollars, or a sentence saying what is wrong with it.
 * Separators and the dollar sign are allowed because people type them; an exponent ("1e5") is not: nobody writes
 * a salary that way, so it is likelier a slip than a number meant.
 */
export function parseFirstYearSalary(text: string): SalaryReading {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (cleaned === '') return { ok: false, message: 'Enter the first-year salary: the placement fee is worked out from it.' };
  // Whole dollars, as the server stores them; "85000.00" is whole too.
  if (!/^\d+(\.0{1,2})?$/.test(cleaned)) return { ok: false, message: 'Enter the salary in whole dollars, e.g. 85,000.' };
  const value = Number(cleaned);
  if (value < 1) return { ok: false, message: 'The salary must be more than $0.' };
  if (!isFirstYearSalary(value)) return { ok: false, message: 'That salary looks too large. Check the number of zeros.' };
  return { ok: true, value };
}

/**
 * A role's placement fee percent as a number: the one agreed when staff approved the role (the fee charged); null
 * when there is none (custom terms) or it is not a number. The database hands it over as numeric text.
 */
export function feePercentOf(agreed: number | string | null | undefined): number | null {
  if (agreed === null || agreed === undefined || agreed === '') return null;
  const value = Number(agreed);
  return Number.isFinite(value) ? value : null;
}

/**
 * The placement fee: the role's agreed percent of the first-year salary, as dollars and cents text ("10000.13", the
 * stored numeric); null without a percent (custom terms).
 */
export function placementFee(feePercent: number | string | null, firstYearSalary: number): string | null {
  const percent = feePercentOf(feePercent);
  if (percent === null) return null;
  // Integer cents, so 12.5 % of 80,001 does not carry binary noise into the stored numeric.
  const cents = Math.round(firstYearSalary * percent);
  return (cents / 100).toFixed(2);
}
