import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { checkZipLimits, type ZipLimits } from './zip-limits';
import { uploadFileName } from './upload-file-name';

/** The kinds of file an upload may be, decided by the bytes, never by the name or the Content-Type sent. */
export type UploadKind = 'pdf' | 'docx' | 'png' | 'jpeg' | 'webp';

/** The one file of a multipart request, read whole and checked. */
export interface UploadedFile {
  /** The sent name, cleaned, ending in the extension of what the file really is. */
  fileName: string;
  bytes: Buffer;
  kind: UploadKind;
  /** The media type of `kind`, to store and serve the file with. */
  contentType: string;
}

export interface ReadSingleUploadOptions {
  /** The largest file accepted; past it the upload is a 413. */
  maxBytes: number;
  /** What the file may be; anything else is a 415 naming these. */
  kinds: readonly UploadKind[];
  tooLargeMessage?: string;
  wrongTypeMessage?: string;
  /** The form field the file must be sent in; any field when left out. */
  fieldName?: string;
  emptyMessage?: string;
  /** The stem of the stored name when the browser sent none (default "file"). */
  fallbackFileName?: string;
  /** Limits on a DOCX's parts (it is a ZIP archive); defaults in DEFAULT_ZIP_LIMITS. */
  zipLimits?: ZipLimits;
}

interface KindInfo {
  contentType: string;
  extension: string;
  /** How a person knows the kind, in messages. */
  name: string;
}

export const UPLOAD_KINDS: Readonly<Record<UploadKind, KindInfo>> = {
  pdf: { contentType: 'application/pdf', extension: '.pdf', name: 'PDF' },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: '.docx', name: 'Word (.docx)' },
  png: { contentType: 'image/png', extension: '.png', name: 'PNG' },
  jpeg: { contentType: 'image/jpeg', extension: '.jpg', name: 'JPEG' },
  webp: { contentType: 'image/webp', extension: '.webp', name: 'WebP' },
};

/**
 * A DOCX of a few megabytes inflates to a few tens at most (its text is XML, its pictures barely compress); a
 * thousand parts is far more than Word writes.
 */
export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 1000, maxInflatedBytes: 40 * 1024 * 1024 };

export const ONE_FILE_MESSAGE = 'Send one file at a time.';
export const LEGACY_WORD_MESSAGE = "Word 97–2003 (.doc) files can't be read; save it as PDF or DOCX and upload that.";

/** file-type's names for the kinds accepted here. */
const KIND_OF_EXTENSION: Readonly<Record<string, UploadKind>> = { pdf: 'pdf', docx: 'docx', png: 'png', jpg: 'jpeg', webp: 'webp' };

function listOfKinds(kinds: readonly UploadKind[]): string {
  const names = kinds.map((kind) => UPLOAD_KINDS[kind].name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

function sendAsForm(options: ReadSingleUploadOptions): string {
  const field = options.fieldName ? ` in the field "${options.fieldName}"` : '';
  return `Send the file as multipart/form-data, one ${listOfKinds(options.kinds)} file${field}.`;
}

function tooLarge(options: ReadSingleUploadOptions): AppError {
  const megabytes = Math.round((options.maxBytes / (1024 * 1024)) * 10) / 10;
  const message = options.tooLargeMessage ?? `The file is larger than ${megabytes} MB. Upload a smaller file.`;
  // The rest of the body is read and dropped by the error handler, so the sender reads this answer.
  return AppError.detail(413, message);
}

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 10_000;

/** The multipart limits of one upload; past `files` the parser itself reports a second file. */
function partLimits(maxBytes: number) {
  return { fileSize: maxBytes, files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_FIELDS + 1, headerPairs: 20 };
}

/**
 * The largest body that can hold a file within `maxBytes`: the file, every allowed field at its largest, and
 * room for the parts' boundaries and headers. A body declared larger is refused before any of it is read.
 */
function largestForm(maxBytes: number): number {
  return maxBytes + MAX_FIELDS * MAX_FIELD_BYTES + 64 * 1024;
}

/** A file part's bytes, kept only up to `maxBytes`: past it the stream is dropped and `undefined` returned. */
async function readWithin(file: Readable & { truncated?: boolean }, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of file) {
    length += (chunk as Buffer).length;
    if (length > maxBytes) return undefined;
    chunks.push(chunk as Buffer);
  }
  if (file.truncated) return undefined;
  return Buffer.concat(chunks, length);
}

/** The multipart parser's own failures, as answers the sender can act on. */
function fromParserError(error: unknown, request: FastifyRequest, options: ReadSingleUploadOptions): AppError {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(options);
  if (code === 'FST_FILES_LIMIT') return AppError.detail(400, ONE_FILE_MESSAGE);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return AppError.detail(400, `Too many form fields. ${sendAsForm(options)}`);
  // A form the parser cannot read (no boundary, cut short) is the sender's to fix, not a server fault.
  request.log.info({ err: error }, 'unreadable multipart upload');
  return AppError.detail(400, `The form could not be read. ${sendAsForm(options)}`);
}

/** The one file part of the request, its bytes within the limit; a second file or a wrong field is refused. */
async function readOnlyFile(request: FastifyRequest, options: ReadSingleUploadOptions): Promise<{ bytes: Buffer; sentName: string | undefined }> {
  let found: { bytes: Buffer; sentName: string | undefined } | undefined;
  try {
    for await (const part of request.parts({ limits: partLimits(options.maxBytes) })) {
      if (part.type !== 'file') continue;
      if (found) {
        part.file.resume();
        throw AppError.detail(400, ONE_FILE_MESSAGE);
      }
      if (options.fieldName && part.fieldname !== options.fieldName) {
        part.file.resume();
        throw AppError.detail(400, sendAsForm(options));
      }
      const bytes = await readWithin(part.file, options.maxBytes);
      if (!bytes) throw tooLarge(options);
      found = { bytes, sentName: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fromParserError(error, request, options);
  }
  if (!found) throw AppError.detail(400, sendAsForm(options));
  return found;
}

/** What the bytes are, by their content; `undefined` when they are none of the kinds this server knows. */
async function detectKind(bytes: Buffer): Promise<{ kind?: UploadKind; legacyWord: boolean }> {
  // Loaded on the first upload: a server that is sent no files never holds file-type's tables.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const kind = detected ? KIND_OF_EXTENSION[detected.ext] : undefined;
  return { kind, legacyWord: detected?.ext === 'cfb' || detected?.ext === 'doc' };
}

/**
 * Reads exactly one file from a multipart request and decides what it is from its bytes. The route's plugin
 * registers @fastify/multipart (scoped to it); the limits of this one upload are set here, per request.
 *
 * - not a multipart body → 415; no file → 400; two files → 400 "Send one file at a time."; an empty file → 400;
 * - larger than `maxBytes` → 413 (at once when the declared length says so; otherwise found at the limit);
 * - a type outside `kinds` (by content: magic bytes via file-type) → 415 naming the accepted types;
 * - a DOCX (a ZIP archive) with too many parts, or whose parts inflate past the limit → 413, found without
 *   inflating more than the limit, so whatever reads the document later cannot be made to exhaust memory.
 */
export async function readSingleUpload(request: FastifyRequest, options: ReadSingleUploadOptions): Promise<UploadedFile> {
  if (!request.isMultipart()) throw AppError.detail(415, sendAsForm(options));
  if (Number(request.headers['content-length']) > largestForm(options.maxBytes)) throw tooLarge(options);
  const { bytes, sentName } = await readOnlyFile(request, options);
  if (bytes.length === 0) throw AppError.detail(400, options.emptyMessage ?? 'The file is empty. Choose the file again and retry.');

  const wrongType = options.wrongTypeMessage ?? `This type of file is not accepted here. Upload a ${listOfKinds(options.kinds)} file.`;
  const { kind, legacyWord } = await detectKind(bytes);
  if (!kind || !options.kinds.includes(kind)) {
    throw AppError.detail(415, legacyWord && options.kinds.includes('docx') ? LEGACY_WORD_MESSAGE : wrongType);
  }
  if (kind === 'docx') {
    const limits = options.zipLimits ?? DEFAULT_ZIP_LIMITS;
    const zip = await checkZipLimits(bytes, limits);
    if (!zip.ok && zip.reason === 'too-many-entries') {
      throw AppError.detail(
        413,
        `The document has more than ${limits.maxEntries} parts, more than any real document. Save it again as DOCX or PDF and upload that.`,
      );
    }
    if (!zip.ok && zip.reason === 'too-large') {
      const megabytes = Math.round(limits.maxInflatedBytes / (1024 * 1024));
      throw AppError.detail(413, `The document expands to more than ${megabytes} MB when opened. Upload a smaller DOCX, or save it as PDF.`);
    }
    if (!zip.ok && zip.reason === 'sizes-lie') {
      throw AppError.detail(
        413,
        'The document expands to more than it declares, as damaged or malicious files do. Save it again as DOCX or PDF and upload that.',
      );
    }
    // A DOCX always has its main part; a ZIP without one (or one that cannot be opened) is not a Word document.
    if (!zip.ok || !zip.names.includes('word/document.xml')) throw AppError.detail(415, wrongType);
  }
  const info = UPLOAD_KINDS[kind];
  return { fileName: uploadFileName(sentName, info.extension, options.fallbackFileName), bytes, kind, contentType: info.contentType };
}
