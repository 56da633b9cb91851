import type { Flow } from '../../flows';
import { flowPath } from '../forms/flow-paths';

/** The question's label from the flow, or the field name while the flow is unknown or lacks it. */
export function questionLabel(flow: Flow | undefined, field: string): string {
  return flow?.questions[field]?.label ?? field;
}

/** Where the employee answers `field` of a role (/role/{uuid}/{step}); null when no step asks it. */
export function roleQuestionPath(flow: Flow | undefined, uuid: string, field: string): string | null {
  const step = flow?.steps.find((candidate) => candidate.questions.includes(field));
  return flow === undefined || step === undefined ? null : flowPath(flow, step.name, { roleUuid: uuid });
}
