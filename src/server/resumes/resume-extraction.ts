/** What reading a resume gives: the shapes of its suggestions, and the flow lists they map onto. */
/** One option of a flow enumeration: the stored value and the words a person reads. */
export interface VocabularyOption {
  const: string;
  title?: string;
}

/** The flow's lists that extraction maps onto; a value outside them is never suggested. */
export interface ResumeVocabulary {
  degrees: readonly VocabularyOption[];
  fieldsOfStudy: readonly VocabularyOption[];
  skills: readonly VocabularyOption[];
  languages: readonly VocabularyOption[];
  languageLevels: readonly VocabularyOption[];
  /** The metro areas of the list, "City, ST". */
  metroAreas: readonly VocabularyOption[];
  /** Two-letter state codes. */
  states: readonly VocabularyOption[];
}

/** A `$defs.workExperience`-shaped record (camelCase), with only what the text showed. */
export interface ExtractedExperience {
  name?: string;
  jobTitle?: string;
  startDate?: string;
  endDate?: string;
  currentlyAtJob?: boolean;
}

/** A `$defs.educationRecord`-shaped record; degree and field only when they map onto the lists with confidence. */
export interface ExtractedEducation {
  school: string;
  degree?: string;
  fieldOfStudy?: string;
  graduationYear?: number;
}

/** A `$defs.ownSkillRating` without its rating: the person rates each skill themselves. */
export type ExtractedSkill = { skillId: string } | { customSkill: string };

/** A `$defs.language` record: the level the resume gives in words, for reading, writing and speaking alike. */
export interface ExtractedLanguage {
  name: string;
  readingProficiency: string;
  writingProficiency: string;
  speakingProficiency: string;
}

/** City, state and ZIP of the mailing address; the street is the person's to add. */
export interface ExtractedAddress {
  city: string;
  state: string;
  zipcode?: string;
}

export interface ResumeExtraction {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** Ten digits, as the flow's phone normalizer and PATCH /api/user store it. */
  phoneNumber?: string;
  linkedinUrl?: string;
  userAddress?: ExtractedAddress;
  metroArea?: string;
  /** The current role, or the one that ended last. */
  recentExperience?: ExtractedExperience;
  /** Every other role, in the order the resume lists them. */
  workExperience?: ExtractedExperience[];
  education?: ExtractedEducation[];
  skills?: ExtractedSkill[];
  languages?: ExtractedLanguage[];
  yearsFullTimeExperience?: number;
}
