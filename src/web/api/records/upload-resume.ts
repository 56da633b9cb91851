import { apiRequest } from '../api-client';

export interface ResumeExtraction {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  recentExperience?: { name?: string; jobTitle?: string; startDate?: string; endDate?: string | null };
  education?: ResumeDegree[];
}

/** A degree read from a resume; degree and field only when the reader recognised them. */
export interface ResumeDegree {
  school: string;
  degree?: string;
  fieldOfStudy?: string;
  graduationYear?: number;
}

/** What a confirmation left for later: degrees the education step will offer (its level unanswered, or no degree read). */
interface ConfirmedResume {
  held: { education: ResumeDegree[] };
}

export interface UploadedResume {
  id: number;
  fileName: string;
  url: string;
  uploadedAt: string;
  contentType: string;
  sizeBytes: number;
  extracted: ResumeExtraction;
  completedSections: string[];
}

/** POST /api/extract/resume: stores the file and answers what could be read from it. */
export function uploadResume(file: File): Promise<UploadedResume> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<UploadedResume>('/api/extract/resume', { method: 'POST', body, module: 'resume' });
}

/**
 * PUT /api/extract/resume/{id}/: keeps the extracted details the person confirmed. Degrees that cannot be placed
 * yet (the education step is not reached, or no degree or field was recognised) are held by the server and
 * offered on the education step.
 */
export function confirmResumeExtraction(
  id: number,
  details: Pick<ResumeExtraction, 'phoneNumber' | 'recentExperience' | 'education'>,
): Promise<ConfirmedResume> {
  const education = details.education ?? [];
  const body = { phoneNumber: details.phoneNumber, recentExperience: details.recentExperience, ...(education.length > 0 ? { education } : {}) };
  return apiRequest<ConfirmedResume>(`/api/extract/resume/${id}/`, { method: 'PUT', body, module: 'resume' });
}

interface HeldResumeDetails {
  resumeId: number | null;
  education: ResumeDegree[];
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
