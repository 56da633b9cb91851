/** The hiring fee: the role's agreed percent of the first-year salary, in dollars and cents; null without a percent (custom terms). */
export function placementFee(feePercent: string | number | null, firstYearSalary: number): string | null {
  if (feePercent === null) return null;
  const percent = Number(feePercent);
  if (!Number.isFinite(percent)) return null;
  // Integer cents, so 12.5 % of 80,001 does not carry binary noise into the stored numeric.
  const cents = Math.round(firstYearSalary * percent);
  return (cents / 100).toFixed(2);
}
