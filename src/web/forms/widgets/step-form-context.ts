import type { Answers, Flow } from '../../../flows';
import type { OwnerParams } from '../fill-path';

/** What every custom widget of a step can read: the flow, the answers as edited, and whose answers they are. */
export interface StepFormContext {
  flow: Flow;
  answers: Answers;
  /** The owner's placeholders, for upload and search paths. */
  params: OwnerParams;
  /**
   * A widget stored something on the server itself (an upload, a resume's confirmed details): the owner's answers
   * are read again `now` (a logo: the completeness rises at once) or when the step is saved (a resume, whose step
   * the answer would otherwise hide before the person has confirmed what was read from it).
   */
  onStored?: (when: 'now' | 'on-save') => void;
}
