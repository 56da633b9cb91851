import type { CamelWire } from './camel-keys';
import { personNameWireProperties } from './person-name-properties';
import { uploadedFileWireSchema } from './uploaded-file-wire';
import { boolean, closedObject, closedPartial, closedRecord, integer, integerOrNull, listOf, text, textOrNull } from './schema-builders';

/**
 * A degree read from a resume, or confirmed from one and held for the education step: the school always, degree
 * and field only when the reader mapped them onto the flow's lists.
 */
export const resumeDegreeWireSchema = closedObject(['school'], { school: text, degree: text, field_of_study: text, graduation_year: integer });

/** A degree as the browser reads it (keys in camelCase). */
export type ResumeDegree = CamelWire<typeof resumeDegreeWireSchema>;

/** A role read from a resume, in the flow's work experience names. */
const resumeRoleWireSchema = closedPartial({ name: text, job_title: text, start_date: text, end_date: text, currently_at_job: boolean });

/**
 * What reading a resume suggested, each part only when the text showed it, under the job seeker flow's names;
 * nothing of it is saved yet. Skills come unrated: the person rates each.
 */
export const resumeExtractionWireSchema = closedPartial({
  ...personNameWireProperties,
  email: text,
  /** Ten digits, as the flow's phone normalizer stores it. */
  phone_number: text,
  linkedin_url: text,
  /** The city, state and ZIP of the mailing address; the street is never on a resume's first lines worth reading. */
  user_address: closedObject(['city', 'state'], { city: text, state: text, zipcode: text }),
  /** Only a metro area of the flow's list. */
  metro_area: text,
  /** The current role, or the one that ended last. */
  recent_experience: resumeRoleWireSchema,
  /** Every other role, in the resume's order. */
  work_experience: listOf(resumeRoleWireSchema),
  education: listOf(resumeDegreeWireSchema),
  skills: listOf(closedPartial({ skill_id: text, custom_skill: text })),
  languages: listOf(
    closedObject(['name', 'reading_proficiency', 'writing_proficiency', 'speaking_proficiency'], {
      name: text,
      reading_proficiency: text,
      writing_proficiency: text,
      speaking_proficiency: text,
    }),
  ),
  /** Whole years of full-time work from the full-time roles' dates, overlaps counted once. */
  years_full_time_experience: integer,
});

/** An extraction as the browser reads it (keys in camelCase). */
export type ResumeExtraction = CamelWire<typeof resumeExtractionWireSchema>;

/** POST /api/extract/resume (201): the stored file, what was read from it, and the sections now complete. */
export const uploadedResumeWireSchema = closedRecord({
  /** The stored file as every upload answers it; a resume's url is downloaded with the session. */
  ...uploadedFileWireSchema.properties,
  uploaded_at: text,
  content_type: text,
  size_bytes: integer,
  extracted: resumeExtractionWireSchema,
  completed_sections: listOf(text),
});

/** An uploaded resume as the browser reads it (keys in camelCase). */
export type UploadedResume = CamelWire<typeof uploadedResumeWireSchema>;

/** Degrees confirmed from the resume that wait for the education step. */
const heldEducationWireSchema = listOf(resumeDegreeWireSchema);

/**
 * PUT /api/extract/resume/{id}/: what each value the person ticked became, under the key it was sent with (the
 * phone number as stored, a role or degree as the record it was added as or already was, with its id), and the
 * degrees it held for the education step.
 */
export const confirmedResumeWireSchema = closedRecord({
  id: integer,
  confirmed_at: text,
  saved: {
    type: 'object',
    additionalProperties: true,
    $comment: "The job seeker flow's answers as saved, snake_case at every depth, under the keys sent; checked by the flow when saved.",
  },
  held: closedRecord({ education: heldEducationWireSchema }),
  completed_sections: listOf(text),
});

/** A confirmation's answer as the browser reads it (keys in camelCase). */
export type ConfirmedResume = CamelWire<typeof confirmedResumeWireSchema>;

/** GET /api/extract/resume/held/: the latest resume's held degrees not yet entered (no resume: null and none). */
export const heldResumeDetailsWireSchema = closedRecord({ resume_id: integerOrNull, education: heldEducationWireSchema });

/** Held degrees as the browser reads them (keys in camelCase). */
export type HeldResumeDetails = CamelWire<typeof heldResumeDetailsWireSchema>;

/** POST /api/extract/resume/contact/: the name and e-mail read from a resume before there is an account. */
export const resumeContactWireSchema = closedRecord({ file_name: text, first_name: textOrNull, last_name: textOrNull, email: textOrNull });

/** The contact details read from a resume as the browser reads them (keys in camelCase). */
export type ResumeContact = CamelWire<typeof resumeContactWireSchema>;
