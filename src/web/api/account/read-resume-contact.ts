import { apiRequest } from '../api-client';

export interface ResumeContact {
  fileName: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** POST /api/extract/resume/contact/: the name and e-mail read from a resume, before there is an account. */
export function readResumeContact(file: File): Promise<ResumeContact> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<ResumeContact>('/api/extract/resume/contact/', { method: 'POST', body, module: 'resume', anonymous: true });
}
