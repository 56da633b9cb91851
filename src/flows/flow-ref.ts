import type { Answers } from './answers';
import type { Flow } from './types';

/** Which flow version answers were given under; stored beside them. */
export interface FlowRef {
  flow: string;
  version: number;
}

/** Answers together with the flow version they were given under, as the server stores them. */
export interface VersionedAnswers extends FlowRef {
  answers: Answers;
}

export function flowRef(flow: Pick<Flow, 'id' | 'version'>): FlowRef {
  return { flow: flow.id, version: flow.version };
}

/** Stamps answers with the flow version they were given under. */
export function versionAnswers(flow: Pick<Flow, 'id' | 'version'>, answers: Answers): VersionedAnswers {
  return { ...flowRef(flow), answers };
}

/** Registry key of a flow version, e.g. "jobseeker@1". */
export function flowKey(ref: FlowRef): string {
  return `${ref.flow}@${ref.version}`;
}
