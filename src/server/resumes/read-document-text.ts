import { getDocumentProxy } from 'unpdf';
import mammoth from 'mammoth';

/** A resume's text lies in its first pages; a long upload is not worth reading to the end. */
const MAX_PDF_PAGES = 10;

/** The kinds of document whose text is read. */
export type ReadableKind = 'pdf' | 'docx';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(bytes, { isEvalSupported: false, verbosity: 0, stopAtErrors: false });
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

async function docxText(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  return value;
}

/** The plain text of a PDF (its first pages) or a DOCX; throws when the file cannot be parsed. */
export function readDocumentText(bytes: Uint8Array, kind: ReadableKind): Promise<string> {
  return kind === 'pdf' ? pdfText(bytes) : docxText(bytes);
}
