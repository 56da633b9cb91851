import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Role, RoleStatus } from '../../api/roles/role-types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { agreedTierText, feePercentText, tierLabel } from '../../roles/role-fee-text';
import { roleTitle } from '../../roles/role-title';
import { useChangeRoleStatus } from '../../roles/use-change-role-status';

const OUTCOMES: Partial<Record<RoleStatus, string>> = {
  open: 'Approved: the role is open for matching.',
  draft: 'Returned to draft: the employer sees the feedback and can publish again once it is resolved.',
};

/**
 * The staff decision on a role in review: Approve (it opens, and its service tier and fee are fixed) or Return
 * to draft (with the feedback written above). Both ask first; a refusal is shown and nothing changes.
 */
export function ReviewDecision({ role }: { role: Role }) {
  const change = useChangeRoleStatus();
  const [asking, setAsking] = useState<'open' | 'draft' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const unresolved = role.feedback.filter((item) => !item.isResolved).length;
  const title = `“${roleTitle(role.jobTitle)}”`;
  const tier =
    typeof role.serviceTier === 'string' ? `${tierLabel(role.serviceTier)} (${feePercentText(role.expectedFee?.percent ?? null)})` : 'its chosen service tier';

  async function decide(to: 'open' | 'draft'): Promise<void> {
    await change(role.uuid, to);
    setAsking(null);
    setOutcome(OUTCOMES[to] ?? null);
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="decision-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="decision-heading" variant="h2" sx={{ mb: 1 }}>
        Decision
      </Typography>
      {outcome !== null && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {outcome}
        </Alert>
      )}
      {role.status === 'in_review' ? (
        <Stack spacing={1.5}>
          <Typography>
            {unresolved === 0
              ? 'No unresolved feedback. Approve the role, or write feedback above to return it to draft.'
              : `${unresolved} unresolved feedback ${unresolved === 1 ? 'item' : 'items'} will go back to the employer if you return the role to draft.`}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" color="success" aria-haspopup="dialog" onClick={() => setAsking('open')}>
              Approve
            </Button>
            <Button variant="outlined" aria-haspopup="dialog" disabled={unresolved === 0} onClick={() => setAsking('draft')}>
              Return to draft
            </Button>
          </Stack>
        </Stack>
      ) : (
        outcome === null && (
          <Typography>
            This role is not waiting for review, so there is nothing to decide.
            {agreedTierText(role.agreedServiceTier, role.agreedFeePercent) !== null &&
              ` Agreed: ${agreedTierText(role.agreedServiceTier, role.agreedFeePercent)}.`}
          </Typography>
        )
      )}
      {asking === 'open' && (
        <ConfirmDialog
          title={`Approve ${title}?`}
          description={`The role opens for matching, and ${tier} is fixed as the agreed service tier and fee.`}
          confirmLabel="Approve role"
          onClose={() => setAsking(null)}
          onConfirm={() => decide('open')}
        />
      )}
      {asking === 'draft' && (
        <ConfirmDialog
          title={`Return ${title} to draft?`}
          description="The employer sees the unresolved feedback, changes the role and publishes it again."
          confirmLabel="Return to draft"
          onClose={() => setAsking(null)}
          onConfirm={() => decide('draft')}
        />
      )}
    </Paper>
  );
}
