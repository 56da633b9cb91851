import type { FastifyRequest } from 'fastify';
import { readEnumOptions } from '../flows/read-enum';
import { readSingleUpload, type UploadedFile } from '../uploads/read-single-upload';
import { extractText } from './extract-text';
import { parseResumeText, type ResumeExtraction, type ResumeVocabulary } from './parse-resume-text';

export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const TOO_LARGE_MESSAGE = 'The file is larger than 5 MB. Save a smaller PDF or DOCX and try again.';
export const EMPTY_FILE_MESSAGE = 'The file is empty. Choose your resume file and try again.';
export const UNKNOWN_TYPE_MESSAGE = 'This file is not a PDF or a Word (.docx) document. Upload your resume as a PDF or DOCX.';

let words: ResumeVocabulary | undefined;
/** The job seeker flow's own lists, read from its schema files: reading never suggests a value they do not hold. */
export function resumeVocabulary(): ResumeVocabulary {
  words ??= {
    degrees: [...readEnumOptions('undergraduate-degrees'), ...readEnumOptions('graduate-degrees')],
    fieldsOfStudy: readEnumOptions('study-fields'),
    skills: readEnumOptions('functional-skills'),
    languages: readEnumOptions('languages'),
    languageLevels: readEnumOptions('language-proficiencies'),
    metroAreas: readEnumOptions('metro-areas'),
    states: readEnumOptions('us-states'),
  };
  return words;
}

/**
 * The resume file of a multipart request, checked by its bytes, and what could be read from its text. Reading
 * only ever suggests: a file whose text cannot be read, or a parser failure, gives no suggestions, not an error.
 */
export async function readUploadedResume(request: FastifyRequest): Promise<{ upload: UploadedFile; extracted: ResumeExtraction }> {
  const upload = await readSingleUpload(request, {
    maxBytes: MAX_RESUME_BYTES,
    kinds: ['pdf', 'docx'],
    fieldName: 'file',
    fallbackFileName: 'resume',
    tooLargeMessage: TOO_LARGE_MESSAGE,
    wrongTypeMessage: UNKNOWN_TYPE_MESSAGE,
    emptyMessage: EMPTY_FILE_MESSAGE,
  });
  const text = await extractText(upload.bytes, upload.kind === 'pdf' ? 'pdf' : 'docx', (error) =>
    request.log.warn({ err: error }, 'could not read the text of an uploaded resume'),
  );
  try {
    return { upload, extracted: parseResumeText(text, resumeVocabulary(), request.server.ctx.clock.now()) };
  } catch (error) {
    request.log.error({ err: error }, 'resume text parser failed');
    return { upload, extracted: {} };
  }
}
