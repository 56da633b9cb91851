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
   * are read again when the step is saved, not at once, so the step stays on screen until the person moves on.
   */
  onStored?: () => void;
}
