import { readZipEntries, type ZipEntry } from './zip-entries';

export const PDF_TYPE = 'application/pdf';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const LEGACY_WORD_MESSAGE = "Word 97–2003 (.doc) files can't be read; save it as PDF or DOCX and upload that.";
export const UNKNOWN_TYPE_MESSAGE = 'This file is not a PDF or a Word (.docx) document. Upload your resume as a PDF or DOCX.';

export type DetectedFile =
  | { ok: true; kind: 'pdf'; contentType: typeof PDF_TYPE; extension: '.pdf' }
  | { ok: true; kind: 'docx'; contentType: typeof DOCX_TYPE; extension: '.docx'; entries: ZipEntry[] }
  | { ok: false; message: string };

const startsWith = (bytes: Buffer, magic: readonly number[]) => bytes.length >= magic.length && magic.every((byte, at) => bytes[at] === byte);

const PDF_MAGIC = [...Buffer.from('%PDF-', 'latin1')];
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * What an uploaded file is, from its bytes alone: the name and the Content-Type a browser sends are whatever the
 * person's machine guessed, and a renamed file must not be stored as something it is not. A DOCX is told from
 * other ZIP-based files (XLSX, EPUB, plain archives) by the main part every Word document has.
 */
export function detectFileType(bytes: Buffer): DetectedFile {
  if (startsWith(bytes, PDF_MAGIC)) return { ok: true, kind: 'pdf', contentType: PDF_TYPE, extension: '.pdf' };
  if (startsWith(bytes, ZIP_MAGIC)) {
    const entries = readZipEntries(bytes);
    if (entries?.some((entry) => entry.name === 'word/document.xml')) {
      return { ok: true, kind: 'docx', contentType: DOCX_TYPE, extension: '.docx', entries };
    }
    return { ok: false, message: UNKNOWN_TYPE_MESSAGE };
  }
  if (startsWith(bytes, OLE_MAGIC)) return { ok: false, message: LEGACY_WORD_MESSAGE };
  return { ok: false, message: UNKNOWN_TYPE_MESSAGE };
}
