import { saveBlobAsFile } from '../../api/uploads/save-blob-as-file';

/** One CSV field: quoted when it holds a comma, a quote or a line break; a leading = + - @ is defused for spreadsheets. */
function field(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV text (RFC 4180 line ends), the header first. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Hands the CSV to the browser as a download named `name`.csv. */
export function downloadCsv(name: string, header: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]): void {
  saveBlobAsFile(new Blob([csvText(header, rows)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
}
