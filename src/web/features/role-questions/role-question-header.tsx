import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { completedSections, walkFlow, type Flow, type Step } from '../../../flows';
import type { AnswersByFlow } from '../../../generated/flows';
import type { Role } from '../../api/roles/role-types';
import { roleKey } from '../../api/roles/use-role';
import { answersValidator } from '../../forms/answers-validator';
import { RoleActionButton } from '../../roles/role-action-button';
import { agreedTierText, chosenTierText, expectedFeeText } from '../../roles/role-fee-text';
import { RoleStatusChip } from '../../roles/role-status-chip';
import { roleTitle } from '../../roles/role-title';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { NAVIGATION_LOCK_THRESHOLD, POINTS_PER_SECTION, roleCompletion } from './role-completion';
import { RoleNavigation } from './role-navigation';
import { roleNavigationEntries } from './role-navigation-entries';

interface RoleQuestionHeaderProps {
  flow: Flow;
  step: Step;
  role: Role;
  /** The role's answers as the form holds them now, edits included. */
  answers: AnswersByFlow['role'];
  /** Saves valid edits first, then goes to the step. */
  onGo: (step: string) => void;
  /** Whether this person may publish or change the role's status (role editing). */
  canChangeStatus: boolean;
}

/** Above each role question: the role's title and status, its completion, the publish button and the navigation. */
export function RoleQuestionHeader({ flow, step, role, answers, onGo, canChangeStatus }: RoleQuestionHeaderProps) {
  const owner = sessionOwner(useSession());
  const { mutate } = useSWRConfig();
  // The lock follows spec 000 §4's completion (the active question's index until a section is complete); the
  // person reads the share of complete sections, which is what publishing needs.
  const completion = roleCompletion(flow, answers, step.name, answersValidator);
  const complete = completedSections(flow, answers, answersValidator);
  const percent = complete.length * POINTS_PER_SECTION;
  const path = walkFlow(flow, answers).path;
  // The tier is chosen first; the fee's amount appears here once the pay is known (the saved role's figures).
  const tier = agreedTierText(role.agreedServiceTier, role.agreedFeePercent) ?? chosenTierText(typeof role.serviceTier === 'string' ? role.serviceTier : null);
  const fee = expectedFeeText(role.expectedFee);
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Link component={RouterLink} to="/dashboard">
          Company dashboard
        </Link>
        <Typography aria-hidden>›</Typography>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {roleTitle(answers.jobTitle)}
        </Typography>
        <RoleStatusChip status={role.status} />
        <Typography component="p" color="text.secondary">
          {percent}% complete · question {path.indexOf(step.name) + 1} of {path.length}
        </Typography>
        <Box sx={{ ml: 'auto' }}>
          {canChangeStatus && (
            <RoleActionButton
              role={role}
              onChanged={(changed) => {
                if (owner !== null) void mutate(roleKey(role.uuid, owner), changed, { revalidate: false });
              }}
            />
          )}
        </Box>
      </Box>
      {tier !== null ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Service tier: {tier}
          {fee !== null ? `. Expected fee: ${fee}` : null}
        </Typography>
      ) : null}
      <RoleNavigation
        entries={roleNavigationEntries(flow, answers, complete)}
        currentStep={step.name}
        locked={completion <= NAVIGATION_LOCK_THRESHOLD}
        onGo={onGo}
      />
    </Box>
  );
}
