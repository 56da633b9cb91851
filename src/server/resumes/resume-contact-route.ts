import type { ApiServer } from '../http/api-server';
import multipart from '@fastify/multipart';
import { LIMITS } from '../abuse/limits';
import { rateLimit } from '../abuse/rate-limit';
import { readUploadedResume } from './read-uploaded-resume';
import { fairUseOfFileReading } from '../uploads/fair-use';
import { resumeContactWireSchema } from '../../shared/wire/resume-wire';

/**
 * POST /api/extract/resume/contact/: the name and e-mail address read from a resume, for the sign-up form of
 * /signup-with-resume (spec 000 §2) to start with. Open to visitors, since they have no account yet; the file is
 * read and forgotten (nothing is stored), and the address is limited to a few tries an hour. After sign-up the
 * same file is uploaded again as the new profile's resume.
 */
export async function resumeContactRoute(app: ApiServer): Promise<void> {
  await app.register(multipart);
  app.post(
    '/api/extract/resume/contact/',
    {
      preHandler: [rateLimit('read-resume-contact', LIMITS.readResumeContact), fairUseOfFileReading],
      schema: { response: { 200: resumeContactWireSchema } },
    },
    async (request) => {
      const { upload, extracted } = await readUploadedResume(request);
      return {
        file_name: upload.fileName,
        first_name: extracted.firstName ?? null,
        last_name: extracted.lastName ?? null,
        email: extracted.email ?? null,
      };
    },
  );
}
