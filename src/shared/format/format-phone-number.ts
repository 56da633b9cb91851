/** A 10-digit number (non-digits stripped) as "(212) 555-0123"; anything else has no display value. */
export function formatPhoneNumber(value: string | null | undefined): string | undefined {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.length !== 10) return undefined;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
