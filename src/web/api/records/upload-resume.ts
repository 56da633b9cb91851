import { apiRequest } from '../api-client';
import type { ConfirmedResume, HeldResumeDetails, UploadedResume } from '../../../shared/wire/resume-wire';

/** What reading a resume suggested, a degree read or held, an upload's answer: the wire contract's types. */
export type { ResumeDegree, ResumeExtraction, UploadedResume } from '../../../shared/wire/resume-wire';

/** POST /api/extract/resume: stores the file and answers what could be read from it. */
export function uploadResume(file: File): Promise<UploadedResume> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<UploadedResume>('/api/extract/resume', { method: 'POST', body, module: 'resume' });
}

/**
 * PUT /api/extract/resume/{id}/: keeps the values the person ticked (camelCase, under the extraction's names and
 * the questions that gate them); what is not sent stays as the profile holds it. Degrees that cannot be placed yet
 * (the education step is not reached, or no degree or field was recognised) are held by the server and offered on
 * the education step.
 */
export function confirmResumeExtraction(id: number, ticked: Record<string, unknown>): Promise<ConfirmedResume> {
  return apiRequest<ConfirmedResume>(`/api/extract/resume/${id}/`, { method: 'PUT', body: ticked, module: 'resume' });
}

export const HELD_RESUME_DETAILS_PATH = '/api/extract/resume/held/';

/** GET /api/extract/resume/held/: confirmed degrees from the resume still waiting for the education step. */
export function getHeldResumeDetails(): Promise<HeldResumeDetails> {
  return apiRequest<HeldResumeDetails>(HELD_RESUME_DETAILS_PATH, { module: 'resume' });
}

/** DELETE /api/extract/resume/{id}/held/: the person lets the held degrees go. */
export function dismissHeldResumeDetails(resumeId: number): Promise<unknown> {
  return apiRequest(`/api/extract/resume/${resumeId}/held/`, { method: 'DELETE', module: 'resume' });
}
