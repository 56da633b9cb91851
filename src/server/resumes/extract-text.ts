import { getDocumentProxy } from 'unpdf';
import mammoth from 'mammoth';
import { inflatesWithin, type ZipEntry } from './zip-entries';

/** A resume's text lies in its first pages; a long upload is not worth reading to the end. */
const MAX_PDF_PAGES = 10;
/** The most a DOCX may expand to (all its parts); real resumes are far below it. */
const MAX_DOCX_INFLATED_BYTES = 40 * 1024 * 1024;
/** Reading runs while the person waits for the upload to finish; past this they get the file saved and no extraction. */
const EXTRACTION_TIMEOUT_MS = 15_000;

export type ReadableFile = { kind: 'pdf' } | { kind: 'docx'; entries: ZipEntry[] };

async function pdfText(bytes: Buffer): Promise<string> {
  // A copy: PDF.js may take over (detach) the buffer it is given, and the caller still stores these bytes.
  const document = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, verbosity: 0, stopAtErrors: false });
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PDF_PAGES); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      // `hasEOL` is where PDF.js saw the text move to a new line; the parser works line by line.
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
}

async function docxText(bytes: Buffer, entries: ZipEntry[]): Promise<string> {
  if (!inflatesWithin(bytes, entries, MAX_DOCX_INFLATED_BYTES)) return '';
  const { value } = await mammoth.extractRawText({ buffer: bytes });
  return value;
}

/**
 * The plain text of a PDF or DOCX, '' when there is none to be had: a scanned PDF has no text layer, a damaged
 * file cannot be parsed, a huge one takes too long. Never throws, because reading the file is a convenience on
 * top of keeping it, and the upload must succeed without it.
 */
export async function extractText(bytes: Buffer, file: ReadableFile, onError: (error: unknown) => void = () => undefined): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(''), EXTRACTION_TIMEOUT_MS);
  });
  const reading = (file.kind === 'pdf' ? pdfText(bytes) : docxText(bytes, file.entries)).catch((error: unknown) => {
    onError(error);
    return '';
  });
  try {
    return await Promise.race([reading, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
