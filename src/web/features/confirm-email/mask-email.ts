/**
 * An address shown with its local part hidden but for the first character, `j***@example.com`, so the person
 * can recognise it while someone looking over their shoulder learns little.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '';
  return `${[...email.slice(0, at)][0]}***${email.slice(at)}`;
}
