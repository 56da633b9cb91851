import { formatPhoneNumber } from '../../../shared/format/format-phone-number';

/**
 * A US phone number shaped as the person types it: "212555" → "(212) 555", "2125550123" → "(212) 555-0123";
 * a leading country code 1 stays in front. Anything that is not on its way to a 10 or 11 digit number is left
 * as typed, for the schema to judge.
 */
export function formatPhoneAsTyped(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length > 10 || /[^\d\s()+.-]/.test(typed)) return typed;
  const prefix = national.length < digits.length ? '1 ' : '';
  if (national.length === 10) return `${prefix}${formatPhoneNumber(national)!}`;
  if (national.length <= 3) return typed.endsWith(')') || national.length < 3 ? typed : `${prefix}(${national})`;
  if (national.length <= 6) return `${prefix}(${national.slice(0, 3)}) ${national.slice(3)}`;
  return `${prefix}(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
