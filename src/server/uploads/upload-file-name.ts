/** The longest file name kept (the resume answer's own limit on `fileName`). */
const MAX_FILE_NAME = 255;

/** Extensions a browser may have put on a document or image; the one that fits the content replaces them. */
const KNOWN_EXTENSION = /\.(?:pdf|docx?|txt|rtf|odt|pages|png|jpe?g|webp|gif|heic|svg|bmp|tiff?)$/i;

/**
 * The name an upload is kept under: the last part of what the browser sent (some send a whole path), without
 * control characters, within 255 characters, and ending in the extension of what the file really is, so that
 * "resume.docx" that is in fact a PDF downloads as a PDF.
 */
export function uploadFileName(sent: string | undefined, extension: string, fallbackStem = 'file'): string {
  const base = (sent ?? '')
    .split(/[/\\]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    // A lone surrogate cannot be stored or sent back as UTF-8; it is replaced like any unreadable character.
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    .trim();
  const stem = base.replace(KNOWN_EXTENSION, '').trim() || fallbackStem;
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
