import { apiRequest } from '../api-client';
import type { UploadedFile } from '../../../shared/wire/uploaded-file-wire';

/** A stored upload as answers hold it: the wire contract's type. */
export type { UploadedFile } from '../../../shared/wire/uploaded-file-wire';

/** POST of one file as multipart/form-data (field "file") to an upload path of a flow file. */
export function uploadFile(path: string, file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<UploadedFile>(path, { method: 'POST', body, module: 'upload' });
}
