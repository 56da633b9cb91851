import { getSession } from '../../session/session-store';
import { apiRequest } from '../api-client';

export interface ResumeExtraction {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  recentExperience?: { name?: string; jobTitle?: string; startDate?: string; endDate?: string | null };
  education?: { school: string; degree?: string; fieldOfStudy?: string }[];
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
 * PUT /api/extract/resume/{id}/: keeps the extracted details the person confirmed. Education entries the
 * reader could not complete (no degree or field recognised) are left for the person to add on that step.
 */
export function confirmResumeExtraction(id: number, details: ResumeExtraction): Promise<unknown> {
  const education = (details.education ?? []).filter((entry) => entry.degree !== undefined && entry.fieldOfStudy !== undefined);
  const body = { phoneNumber: details.phoneNumber, recentExperience: details.recentExperience, ...(education.length > 0 ? { education } : {}) };
  return apiRequest(`/api/extract/resume/${id}/`, { method: 'PUT', body, module: 'resume' });
}

/** GET /api/resumes/{id}/file/ with the session: the stored file, for the browser to save. */
export async function downloadResume(url: string): Promise<Blob> {
  const session = getSession();
  const response = await fetch(url, { headers: session.valid && session.token !== null ? { Authorization: `Bearer ${session.token}` } : {} });
  if (!response.ok) throw new Error(response.status === 404 ? 'That file is no longer there.' : 'The file could not be downloaded. Try again.');
  return response.blob();
}
