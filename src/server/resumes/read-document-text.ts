import { getDocumentProxy } from 'unpdf';
import mammoth from 'mammoth';
import { pageLines, type PlacedText } from './pdf-layout';
import { docxMarginText } from './docx-margins';

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
      const placed: PlacedText[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        // transform is [a, b, c, d, x, y]: the font size is the length of the vertical vector (c, d).
        const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
        placed.push({ text: item.str, x, y, width: item.width, size: Math.hypot(c, d) || item.height || 10 });
      }
      // Read by where the text sits, not the order it was drawn in: columns, sidebars and margins come out whole.
      pages.push(pageLines(placed).join('\n'));
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { value } = await mammoth.extractRawText({ buffer });
  // Contact details often live in the page header or footer, which mammoth leaves out; they are read first, as the
  // top of the resume.
  const margins = await docxMarginText(buffer);
  return margins === '' ? value : `${margins}\n${value}`;
}

/** The plain text of a PDF (its first pages) or a DOCX; throws when the file cannot be parsed. */
export function readDocumentText(bytes: Uint8Array, kind: ReadableKind): Promise<string> {
  return kind === 'pdf' ? pdfText(bytes) : docxText(bytes);
}
