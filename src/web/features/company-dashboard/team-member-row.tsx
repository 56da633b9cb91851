import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';
import type { TeamMember, TeamPermission } from '../../api/team/team-member';
import { updateTeamMember } from '../../api/team/update-team-member';
import { VisuallyHidden } from '../../components/visually-hidden';
import { PERMISSIONS } from './permission-labels';

interface TeamMemberRowProps {
  member: TeamMember;
  isMe: boolean;
  /** Team administrators get a switch per permission; everyone else reads them. */
  editable: boolean;
  /** The server's answer after a change. */
  onUpdated: (member: TeamMember) => void;
}

/**
 * A member of the team with their permissions. A switch saves at once; while it saves it is disabled, and a
 * refusal (the last administrator, 409) is shown under the member with the switch back where it was.
 */
export function TeamMemberRow({ member, isMe, editable, onUpdated }: TeamMemberRowProps) {
  const nameId = useId();
  const [pending, setPending] = useState<TeamPermission | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = `${member.firstName} ${member.lastName}`.trim() || member.email;

  async function toggle(key: TeamPermission, value: boolean): Promise<void> {
    setPending(key);
    setFailure(null);
    try {
      onUpdated(await updateTeamMember(member.id, { [key]: value }));
    } catch (error) {
      setFailure(isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE);
    } finally {
      setPending(null);
    }
  }

  const granted = PERMISSIONS.filter(({ key }) => member[key]).map(({ label }) => label);
  return (
    <Paper component="li" variant="outlined" aria-labelledby={nameId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography id={nameId} component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
          {isMe && ' (you)'}
        </Typography>
        {!member.hasConfirmedEmail && <Chip size="small" variant="outlined" label="Invitation sent" />}
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {[member.jobTitle, member.email].filter((part) => typeof part === 'string' && part !== '').join(' · ')}
      </Typography>
      {editable ? (
        <FormGroup sx={{ mt: 1, flexDirection: { xs: 'column', md: 'row' }, columnGap: 3 }}>
          {PERMISSIONS.map(({ key, label }) => (
            <FormControlLabel
              key={key}
              control={<Switch checked={member[key]} disabled={pending !== null} onChange={(event) => void toggle(key, event.target.checked)} />}
              label={
                <>
                  {label}
                  <VisuallyHidden> for {name}</VisuallyHidden>
                </>
              }
            />
          ))}
        </FormGroup>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {granted.length === 0 ? 'No permissions' : granted.join(' · ')}
        </Typography>
      )}
      {failure !== null && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
    </Paper>
  );
}
