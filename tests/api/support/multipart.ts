import crypto from 'node:crypto';

export interface FormPart {
  name: string;
  value: Buffer | string;
  /** Present for a file part. */
  fileName?: string;
  contentType?: string;
}

/** A multipart/form-data body and its Content-Type, for `app.inject`. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----vitest${crypto.randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const type = part.contentType ?? (part.fileName === undefined ? undefined : 'application/octet-stream');
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
