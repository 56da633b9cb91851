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

/** PUT /api/extract/resume/{id}/: keeps the extracted details the person confirmed. */
export function confirmResumeExtraction(id: number, details: ResumeExtraction): Promise<unknown> {
  return apiRequest(`/api/extract/resume/${id}/`, { method: 'PUT', body: details, module: 'resume' });
}
