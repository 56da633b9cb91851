/**
 * Who may read a message (spec 000 §6, spec 001 §3.5): a set of sides. Staff read every message whatever it says;
 * `staff` alone is a note between staff.
 */
export const MESSAGE_AUDIENCES = ['jobseeker', 'employer', 'staff'] as const;

export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

export function isMessageAudience(value: unknown): value is MessageAudience {
  return typeof value === 'string' && (MESSAGE_AUDIENCES as readonly string[]).includes(value);
}

/** The longest message body, in characters. */
export const MESSAGE_MAX_LENGTH = 5_000;

/**
 * The label shown on a message (spec: "job seeker only, employer only, staff only, and combinations"). Staff are
 * implied in every label but "Staff only", since staff read everything.
 */
export function visibilityLabel(visibility: readonly MessageAudience[]): string {
  const jobseeker = visibility.includes('jobseeker');
  const employer = visibility.includes('employer');
  if (jobseeker && employer) return 'Job seeker and employer';
  if (jobseeker) return 'Job seeker only';
  if (employer) return 'Employer only';
  return 'Staff only';
}

/** The audiences in a fixed order, each once, always with staff: what a message is stored with. */
export function normaliseVisibility(visibility: readonly MessageAudience[]): MessageAudience[] {
  const wanted = new Set<MessageAudience>([...visibility, 'staff']);
  return MESSAGE_AUDIENCES.filter((audience) => wanted.has(audience));
}
