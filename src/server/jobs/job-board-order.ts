import { criteriaOf, judge, type JobseekerProfile } from '../matching';

export interface BoardRole {
  id: number;
  answers: Record<string, unknown>;
  /** The organisation's answers: where a role that names no metro area is done. */
  employerAnswers: Record<string, unknown>;
  postedAt: Date;
}

export interface OrderedBoardRole<Role extends BoardRole> {
  role: Role;
  /** The job seeker passes every hard filter of the role (issue 12: "the roles that suit the job seeker first"). */
  suits: boolean;
}

/**
 * The job board's order for one job seeker: the roles whose hard filters they pass come first, best score first
 * (the same verdict staff see when matching); the rest follow newest first, as on the board of anyone else.
 * With no profile (nobody to judge) it is newest first. Ties fall back to the newest posting, then the role id,
 * so the same data always gives the same board.
 */
export function orderJobBoard<Role extends BoardRole>(roles: readonly Role[], profile: JobseekerProfile | null, today: string): OrderedBoardRole<Role>[] {
  const judged = roles.map((role) => {
    if (!profile) return { role, suits: false, score: 0 };
    const verdict = judge(criteriaOf(role.answers, role.employerAnswers), profile, today);
    return { role, suits: verdict.eligible, score: verdict.eligible ? verdict.score : 0 };
  });
  judged.sort(
    (a, b) => Number(b.suits) - Number(a.suits) || b.score - a.score || b.role.postedAt.getTime() - a.role.postedAt.getTime() || b.role.id - a.role.id,
  );
  return judged.map(({ role, suits }) => ({ role, suits }));
}
