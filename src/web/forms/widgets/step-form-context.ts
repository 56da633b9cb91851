import type { Answers, Flow } from '../../../flows';
import type { OwnerParams } from '../fill-path';

/** What every custom widget of a step can read: the flow, the answers as edited, and whose answers they are. */
export interface StepFormContext {
  flow: Flow;
  answers: Answers;
  /** The owner's placeholders, for upload and search paths. */
  params: OwnerParams;
  /** A widget stored something on the server itself (an upload): the owner's cached answers are stale. */
  onStored?: () => void;
}
