import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AppDialog } from '../components/app-dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { isApiError } from '../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../api/error-messages';
import { useFlow } from '../api/flows/use-flow';
import { resolveRoleFeedback } from '../api/roles/resolve-role-feedback';
import { revalidateRoleLists } from '../api/roles/revalidate-roles';
import type { Role, RoleFeedback, RoleStatus, RoleStatusSubject } from '../api/roles/role-types';
import { useRole } from '../api/roles/use-role';
import { VisuallyHidden } from '../components/visually-hidden';
import { PUBLISH_ROLE } from './role-action-label';
import { RoleFeedbackList } from './role-feedback-list';
import { roleStatusLabel } from './role-status-label';
import type { RoleStatusMove } from './role-status-moves';
import { roleStatusMoves } from './role-status-moves';
import { RoleTierSummary } from './role-tier-summary';
import { useChangeRoleStatus } from './use-change-role-status';
import { LoadFailure } from '../components/load-failure';

interface ChangeRoleStatusDialogProps {
  /** The role: a list summary or the full body; a draft's body is fetched for its feedback and fee. */
  role: RoleStatusSubject | Role;
  onClose: () => void;
  /** After a move succeeded, with the role as the server now has it (the dialog then closes). */
  onChanged?: (role: Role) => void;
}

function isRoleBody(role: RoleStatusSubject | Role): role is Role {
  return 'feedback' in role && Array.isArray(role.feedback);
}

function unresolvedCount(body: Role | undefined, subject: RoleStatusSubject): number {
  if (body !== undefined) return body.feedback.filter((item) => !item.isResolved).length;
  return subject.unresolvedFeedback ?? 0;
}

/**
 * The change-role-status modal of spec 000 §4. A draft at 100 % publishes (sends the role to staff review), or
 * first lists the unresolved staff feedback with a Resolve action each; another status offers the employee's
 * legal moves (pause, reopen, close; closing asks again). Mount it to open it. The server's refusal (409 with
 * a reason) is shown in the dialog and nothing is lost.
 */
export function ChangeRoleStatusDialog({ role, onClose, onChanged }: ChangeRoleStatusDialogProps) {
  const isDraft = role.status === 'draft';
  const fetched = useRole(isDraft ? role.uuid : null);
  const body = fetched.data ?? (isRoleBody(role) ? role : undefined);
  const flow = useFlow('role', body?.flowVersion);
  const change = useChangeRoleStatus();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<RoleStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<RoleStatusMove | null>(null);

  const status = body?.status ?? role.status;
  const completion = body?.completion ?? role.completion ?? 0;
  const unresolved = unresolvedCount(body, role);
  const title = body?.jobTitle ?? role.jobTitle;
  const named = typeof title === 'string' && title.trim() !== '' ? `“${title.trim()}”` : 'this role';

  async function move(to: RoleStatus): Promise<void> {
    setPending(to);
    setFailure(null);
    try {
      const updated = await change(role.uuid, to);
      onChanged?.(updated);
      onClose();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE);
      setPending(null);
    }
  }

  async function resolve(item: RoleFeedback): Promise<void> {
    await resolveRoleFeedback(item.id, true);
    await fetched.mutate();
    void revalidateRoleLists(mutate);
  }

  const busy = pending !== null;
  const failureAlert = failure !== null && (
    <Alert severity="error" role="alert">
      {failure}
    </Alert>
  );

  let heading: string;
  let content;
  let actions;
  if (status === 'draft' && completion < 100) {
    heading = PUBLISH_ROLE;
    content = <Typography>The role is {completion}% complete. Answer every section before publishing it.</Typography>;
    actions = <Button onClick={onClose}>Done</Button>;
  } else if (status === 'draft' && body === undefined) {
    heading = unresolved > 0 ? 'Staff feedback' : PUBLISH_ROLE;
    content =
      fetched.error !== undefined ? (
        <LoadFailure what="The role could not be loaded." message={fetched.error.message} onRetry={() => void fetched.mutate()} />
      ) : (
        <>
          <span role="status">
            <VisuallyHidden>Loading the role</VisuallyHidden>
          </span>
          <Skeleton variant="rounded" height={96} />
        </>
      );
    actions = <Button onClick={onClose}>Cancel</Button>;
  } else if (status === 'draft' && unresolved > 0) {
    heading = 'Staff feedback';
    content = (
      <Stack spacing={2}>
        <Typography>
          Our staff asked for changes before {named} can be published. Edit the answers, then resolve each item. Once all are resolved you can publish the role
          again.
        </Typography>
        <RoleFeedbackList roleUuid={role.uuid} items={body!.feedback} flow={flow.data} onResolve={resolve} linkToQuestions />
      </Stack>
    );
    actions = <Button onClick={onClose}>Done</Button>;
  } else if (status === 'draft') {
    heading = PUBLISH_ROLE;
    content = (
      <Stack spacing={2}>
        {failureAlert}
        <Typography>
          Publishing sends {named} to our staff, who review every role before it opens to matching. You will hear from us when it is approved, or if we have
          feedback.
        </Typography>
        {body !== undefined && <RoleTierSummary role={body} flow={flow.data} />}
      </Stack>
    );
    actions = (
      <>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" loading={pending === 'in_review'} onClick={() => void move('in_review')}>
          {PUBLISH_ROLE}
        </Button>
      </>
    );
  } else if (confirming !== null) {
    heading = `${confirming.label}?`;
    content = (
      <Stack spacing={2}>
        {failureAlert}
        <Typography>
          {confirming.label} {named}? {confirming.description}
        </Typography>
      </Stack>
    );
    actions = (
      <>
        <Button onClick={() => setConfirming(null)} disabled={busy}>
          Back
        </Button>
        <Button variant="contained" color="error" loading={pending === confirming.to} onClick={() => void move(confirming.to)}>
          {confirming.label}
        </Button>
      </>
    );
  } else {
    const moves = roleStatusMoves(status);
    heading = 'Change Role Status';
    content = (
      <Stack spacing={2}>
        {failureAlert}
        <Typography>
          {named.charAt(0).toUpperCase() + named.slice(1)} is <strong>{roleStatusLabel(status)}</strong>.
        </Typography>
        {status === 'in_review' && <Typography>Our staff are reviewing it. You will hear from us when it is approved, or if we have feedback.</Typography>}
        {status === 'filled' && <Typography>It was filled by a hire, so its status no longer changes.</Typography>}
        {status === 'closed' && <Typography>A closed role stays closed. To hire for it again, clone it from the company dashboard.</Typography>}
        {moves.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {moves.map((option) => (
              <Box component="li" key={option.to} sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, alignItems: { sm: 'center' } }}>
                <Button
                  variant="outlined"
                  color={option.final ? 'error' : 'primary'}
                  loading={pending === option.to}
                  disabled={busy && pending !== option.to}
                  onClick={() => (option.final ? setConfirming(option) : void move(option.to))}
                  sx={{ flexShrink: 0, minWidth: 140 }}
                >
                  {option.label}
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {option.description}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Stack>
    );
    actions = (
      <Button onClick={onClose} disabled={busy}>
        {moves.length > 0 ? 'Cancel' : 'Done'}
      </Button>
    );
  }

  return (
    <AppDialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{heading}</DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>
    </AppDialog>
  );
}
