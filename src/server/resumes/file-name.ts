/** The resume answer's own limit on `fileName` ($defs.resume). */
const MAX_FILE_NAME = 255;

/**
 * The name an upload is kept under: the last part of what the browser sent (some send a whole path), without
 * control characters, within the flow's 255 characters, and ending in the extension of what the file really is,
 * so that "resume.docx" that is in fact a PDF downloads as a PDF.
 */
export function storedFileName(sent: string | undefined, extension: '.pdf' | '.docx'): string {
  const base = (sent ?? '')
    .split(/[/\\]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  const stem = base.replace(/\.(?:pdf|docx?|txt|rtf|odt|pages)$/i, '').trim() || 'resume';
  return stem.slice(0, MAX_FILE_NAME - extension.length) + extension;
}

/**
 * Content-Disposition for a download: an ASCII `filename` every browser reads (quotes, backslashes and anything
 * outside printable ASCII replaced), and the real name as RFC 5987 `filename*` for those that read it.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
