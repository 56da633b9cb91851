import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useMyProfile } from '../../api/account/use-my-profile';
import type { TeamMember } from '../../api/team/team-member';
import { useTeamMembers } from '../../api/team/use-team-members';
import { PanelLoading } from '../../components/panel-loading';
import { InviteCoworkerDialog } from './invite-coworker-dialog';
import { PanelSection } from './panel-section';
import { TeamMemberRow } from './team-member-row';
import { showToast } from '../../components/toasts';

/**
 * The organisation's team: every member with their permissions. Team administrators invite coworkers and set
 * each member's permissions with a switch; everyone else reads them.
 */
export function TeamPanel({ isTeamAdmin }: { isTeamAdmin: boolean }) {
  const team = useTeamMembers();
  const profile = useMyProfile();
  const [inviting, setInviting] = useState(false);
  const myId = profile.data?.user;

  function updated(member: TeamMember): void {
    void team.mutate((members) => members?.map((current) => (current.id === member.id ? { ...current, ...member } : current)), { revalidate: false });
    // My own permissions are on my profile too, which decides what this dashboard shows me.
    if (member.id === myId) void profile.mutate();
  }

  let body;
  if (team.data === undefined) {
    body = (
      <PanelLoading error={team.error} what="Your team could not be loaded." onRetry={() => void team.mutate()} label="Loading your team" heights={[96]} />
    );
  } else {
    body = (
      <Box component="ul" aria-label="Team members" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {team.data.map((member) => (
          <TeamMemberRow key={member.id} member={member} isMe={member.id === myId} editable={isTeamAdmin} onUpdated={updated} />
        ))}
      </Box>
    );
  }

  return (
    <PanelSection
      headingId="team-heading"
      title="Team"
      action={
        isTeamAdmin && (
          <Button variant="outlined" aria-haspopup="dialog" onClick={() => setInviting(true)}>
            Invite a coworker
          </Button>
        )
      }
    >
      {body}
      {inviting && (
        <InviteCoworkerDialog
          onClose={() => setInviting(false)}
          onInvited={(email) => {
            setInviting(false);
            void showToast(`An invitation was sent to ${email}.`, { variant: 'success' });
            void team.mutate();
          }}
        />
      )}
    </PanelSection>
  );
}
