import { apiRequest } from '../api-client';

/** A stored upload as answers hold it. */
export interface UploadedFile {
  id: number;
  fileName: string;
  url: string;
}

/** POST of one file as multipart/form-data (field "file") to an upload path of a flow file. */
export function uploadFile(path: string, file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<UploadedFile>(path, { method: 'POST', body, module: 'upload' });
}
