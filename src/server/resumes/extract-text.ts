import { getDocumentProxy } from 'unpdf';
import mammoth from 'mammoth';

/** A resume's text lies in its first pages; a long upload is not worth reading to the end. */
const MAX_PDF_PAGES = 10;
/** Reading runs while the person waits for the upload to finish; past this they get the file saved and no extraction. */
const EXTRACTION_TIMEOUT_MS = 15_000;

/** What extractText reads; a DOCX must have passed readSingleUpload's ZIP limits, since mammoth inflates it all. */
export type ReadableKind = 'pdf' | 'docx';

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

async function docxText(bytes: Buffer): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: bytes });
  return value;
}

/**
 * The plain text of a PDF or DOCX, '' when there is none to be had: a scanned PDF has no text layer, a damaged
 * file cannot be parsed, a huge one takes too long. Never throws, because reading the file is a convenience on
 * top of keeping it, and the upload must succeed without it.
 */
export async function extractText(bytes: Buffer, kind: ReadableKind, onError: (error: unknown) => void = () => undefined): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(''), EXTRACTION_TIMEOUT_MS);
  });
  const reading = (kind === 'pdf' ? pdfText(bytes) : docxText(bytes)).catch((error: unknown) => {
    onError(error);
    return '';
  });
  try {
    return await Promise.race([reading, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
