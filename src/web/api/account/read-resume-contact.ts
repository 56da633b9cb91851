import { apiRequest } from '../api-client';
import type { ResumeContact } from '../../../shared/wire/resume-wire';

/** The name and e-mail read from a resume: the wire contract's type. */
export type { ResumeContact } from '../../../shared/wire/resume-wire';

/** POST /api/extract/resume/contact/: the name and e-mail read from a resume, before there is an account. */
export function readResumeContact(file: File): Promise<ResumeContact> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<ResumeContact>('/api/extract/resume/contact/', { method: 'POST', body, module: 'resume', anonymous: true });
}
