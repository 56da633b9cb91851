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

export interface ResumeExtraction {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** Ten digits, as the flow's phone normalizer and PATCH /api/user store it. */
  phoneNumber?: string;
  recentExperience?: ExtractedExperience;
  education?: ExtractedEducation[];
}
