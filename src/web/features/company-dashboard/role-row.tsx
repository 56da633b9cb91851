import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';
import { cloneRole } from '../../api/roles/clone-role';
import type { RoleSummary } from '../../api/roles/role-types';
import { roleDeleteRefusal } from '../../../shared/role-statuses';
import { formatDate } from '../../components/format-date';
import { RoleActionButton } from '../../roles/role-action-button';
import { agreedTierText, chosenTierText } from '../../roles/role-fee-text';
import { RoleStatusChip } from '../../roles/role-status-chip';
import { roleTitle } from '../../roles/role-title';
import { DeleteRoleDialog } from './delete-role-dialog';

interface RoleRowProps {
  role: RoleSummary;
  canEditRoles: boolean;
  /** The list changed (a status move, a deletion): ask for it again. */
  onChanged: () => void;
}

/**
 * One role on the company dashboard: title, status, completion, last change, the agreed tier and fee once
 * approved, and its actions (continue, change status, clone, delete) for those who may edit roles.
 */
export function RoleRow({ role, canEditRoles, onChanged }: RoleRowProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const progressId = useId();
  const [deleting, setDeleting] = useState(false);
  const [cloning, setCloning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const title = roleTitle(role.jobTitle);
  const completion = Math.max(0, Math.min(100, Math.round(role.completion ?? 0)));
  const changedAt = role.updatedAt ?? role.createdAt;
  const agreed = agreedTierText(role.agreedServiceTier, role.agreedFeePercent);
  const chosen = agreed === null ? chosenTierText(role.serviceTier) : null;
  const unresolved = role.unresolvedFeedback ?? 0;
  const details = [role.jobType, role.location].filter((part): part is string => typeof part === 'string' && part.trim() !== '');

  async function clone(): Promise<void> {
    setCloning(true);
    setFailure(null);
    try {
      const copy = await cloneRole(role.uuid);
      onChanged();
      void navigate(`/role/${encodeURIComponent(copy.uuid)}`);
    } catch (error) {
      setFailure(`The role could not be cloned. ${isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE}`);
      setCloning(false);
    }
  }

  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={titleId} component="h3" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <RoleStatusChip status={role.status} />
      </Stack>
      {details.length > 0 && <Typography variant="body2">{details.join(' · ')}</Typography>}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 1, columnGap: 3, rowGap: 0.5, alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 180 }}>
          <Typography id={progressId} variant="body2">
            {completion}% complete
          </Typography>
          <LinearProgress variant="determinate" value={completion} aria-labelledby={`${progressId} ${titleId}`} sx={{ height: 6, borderRadius: 3 }} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          Last changed <time dateTime={changedAt}>{formatDate(changedAt)}</time>
        </Typography>
        {agreed !== null && (
          <Typography variant="body2" color="text.secondary">
            Agreed tier: {agreed}
          </Typography>
        )}
        {chosen !== null && (
          <Typography variant="body2" color="text.secondary">
            Chosen tier: {chosen}
          </Typography>
        )}
      </Stack>
      {role.status === 'draft' && unresolved > 0 && (
        <Typography variant="body2" color="warning.main" sx={{ mt: 0.5 }}>
          {unresolved === 1 ? '1 staff feedback item to resolve' : `${unresolved} staff feedback items to resolve`}
        </Typography>
      )}
      {failure !== null && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" component={RouterLink} to={`/role/${encodeURIComponent(role.uuid)}`} aria-describedby={titleId}>
          {role.status === 'draft' && canEditRoles ? 'Continue' : 'View role'}
        </Button>
        {canEditRoles && (
          <>
            <RoleActionButton role={role} size="small" variant="outlined" describedBy={titleId} onChanged={onChanged} />
            <Button size="small" loading={cloning} onClick={() => void clone()} aria-describedby={titleId}>
              Clone
            </Button>
            {roleDeleteRefusal(role.status) === null && (
              <Button size="small" color="error" aria-haspopup="dialog" onClick={() => setDeleting(true)} aria-describedby={titleId}>
                Delete
              </Button>
            )}
          </>
        )}
      </Stack>
      {deleting && (
        <DeleteRoleDialog
          uuid={role.uuid}
          title={title}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            setDeleting(false);
            onChanged();
          }}
        />
      )}
    </Paper>
  );
}
