/** What reading a resume gives, in the wire's snake_case names: the answers of POST /api/extract/resume. */
import type { FromSchema } from 'json-schema-to-ts';
import type { RecordValue } from '../records/record-wire';
import type { ExtractedEducation, ExtractedExperience, ResumeExtraction } from './resume-extraction';
import type { resumeDegreeWireSchema, resumeExtractionWireSchema } from '../../shared/wire/resume-wire';

const roleWire = (role: ExtractedExperience) => ({
  name: role.name,
  job_title: role.jobTitle,
  start_date: role.startDate,
  end_date: role.endDate,
  currently_at_job: role.currentlyAtJob,
});

/** What was read, in wire names; a part the text did not show stays out. */
export function extractionWire(extracted: ResumeExtraction): FromSchema<typeof resumeExtractionWireSchema> {
  const { recentExperience: role, userAddress: address } = extracted;
  return {
    first_name: extracted.firstName,
    last_name: extracted.lastName,
    email: extracted.email,
    phone_number: extracted.phoneNumber,
    linkedin_url: extracted.linkedinUrl,
    user_address: address && { city: address.city, state: address.state, zipcode: address.zipcode },
    metro_area: extracted.metroArea,
    recent_experience: role && roleWire(role),
    work_experience: extracted.workExperience?.map(roleWire),
    education: extracted.education?.map(degreeWire),
    skills: extracted.skills?.map((skill) => ('skillId' in skill ? { skill_id: skill.skillId } : { custom_skill: skill.customSkill })),
    languages: extracted.languages?.map((language) => ({
      name: language.name,
      reading_proficiency: language.readingProficiency,
      writing_proficiency: language.writingProficiency,
      speaking_proficiency: language.speakingProficiency,
    })),
    years_full_time_experience: extracted.yearsFullTimeExperience,
  };
}

/**
 * A degree read from a resume or held for the education step. A held one is a record the person confirmed, which
 * the flow's education schema checked (a school, its degree and field from the flow's lists); only these fields
 * are a degree's.
 */
export function degreeWire(record: RecordValue | ExtractedEducation): FromSchema<typeof resumeDegreeWireSchema> {
  const { school, degree, fieldOfStudy, graduationYear } = record as ExtractedEducation;
  return { school, degree, field_of_study: fieldOfStudy, graduation_year: graduationYear };
}
