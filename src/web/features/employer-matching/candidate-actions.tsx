import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { MatchStatus } from '../../../shared/match-statuses';
import type { MatchFacts } from '../../../shared/match-transitions';
import { matchStatusLabel } from '../../../shared/match-statuses';
import type { Match } from '../../api/matching/matches-api';
import { changeMatchStatus, revalidateMatches } from '../../api/matching/matches-api';
import { revalidateRoleLists } from '../../api/roles/revalidate-roles';
import { moneyText } from '../../roles/role-fee-text';
import { candidateName, employerMoves } from './candidate-stages';
import { MatchMoveDialog } from './match-move-dialog';
import { showToast } from '../../components/toasts';
import { NoteField } from '../../components/note-field';
import { FailureAlert } from '../../components/form-outcome';
import { usePendingCall } from '../../components/use-pending-call';

/** Where a hire sends the employer (spec 001 §4.1: "navigates to the matching dashboard"). */
export const MATCHING_DASHBOARD_PATH = '/matching';

type DialogMove = 'offer' | 'hire' | 'declined' | 'reject';

interface CandidateActionsProps {
  match: Match;
  roleTitle: string;
  /** The role's placement fee percent; null when unknown or by agreement. */
  feePercent: number | null;
  /** The role's status (once filled or closed its matches can only end) and its other matches (one may hold the offer). */
  roleStatus: string;
  others: readonly MatchFacts[];
}

/**
 * The employer's moves for one candidate: on to a later interview stage (skipping forward is allowed), extend
 * an offer, hire (asks the first-year salary, then back to the matching dashboard), record a declined offer,
 * reject. What the status does not allow is not offered; what the server still refuses is shown with its reason.
 */
export function CandidateActions({ match, roleTitle, feePercent, roleStatus, others }: CandidateActionsProps) {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogMove | null>(null);
  const moves = employerMoves(match, roleStatus, others);
  const name = candidateName(match);

  const anyMove = moves.interviewStatuses.length > 0 || moves.canOffer || moves.canHire || moves.canRecordDeclined || moves.canReject;
  if (!anyMove) {
    return (
      <Typography variant="body2" color="text.secondary">
        {match.status === 'hired'
          ? `Hired${match.placementFee !== null ? `; placement fee ${moneyText(match.placementFee)}` : ''}. Nothing more to do here.`
          : 'This match has ended. Only our team can reopen it.'}
      </Typography>
    );
  }

  function moved(updated: Match, text: string): void {
    setDialog(null);
    void revalidateMatches(mutate);
    void showToast(text, { variant: 'success' });
    if (updated.status === 'hired') {
      // The role is filled and its other matches archived: the role lists change too.
      void revalidateRoleLists(mutate);
      void navigate(MATCHING_DASHBOARD_PATH);
    }
  }

  // The moves that ask first, each opening its dialog below; hiring is the step forward, rejecting the one in red.
  const dialogButtons: { move: DialogMove; label: string; allowed: boolean; look: Pick<ButtonProps, 'variant' | 'color'> }[] = [
    { move: 'offer', label: 'Extend offer', allowed: moves.canOffer, look: { variant: 'outlined' } },
    { move: 'hire', label: 'Hire', allowed: moves.canHire, look: { variant: 'contained' } },
    { move: 'declined', label: 'Offer declined', allowed: moves.canRecordDeclined, look: { variant: 'outlined' } },
    { move: 'reject', label: 'Reject', allowed: moves.canReject, look: { color: 'error' } },
  ];

  return (
    <Stack spacing={2}>
      {moves.interviewStatuses.length > 0 && <MoveStageForm key={`${match.id}-${match.status}`} match={match} statuses={moves.interviewStatuses} />}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {dialogButtons
          .filter((button) => button.allowed)
          .map(({ move, label, look }) => (
            <Button key={move} {...look} aria-haspopup="dialog" onClick={() => setDialog(move)}>
              {label}
            </Button>
          ))}
      </Stack>
      {dialog === 'offer' && (
        <MatchMoveDialog
          matchId={match.id}
          to="offer_extended"
          title={`Extend an offer to ${name}?`}
          description={`One candidate of a role holds an offer at a time. ${name} moves to Offer extended for ${roleTitle}.`}
          confirmLabel="Extend offer"
          onClose={() => setDialog(null)}
          onMoved={(updated) => moved(updated, `Offer extended to ${name}.`)}
        />
      )}
      {dialog === 'hire' && (
        <MatchMoveDialog
          matchId={match.id}
          to="hired"
          title={`Hire ${name}?`}
          description={`${name} is hired for ${roleTitle}. The role is filled and its other candidates are archived; this cannot be undone.`}
          confirmLabel="Hire"
          salary={{ feePercent }}
          onClose={() => setDialog(null)}
          onMoved={(updated) =>
            moved(updated, `${name} is hired for ${roleTitle}.${updated.placementFee !== null ? ` Placement fee: ${moneyText(updated.placementFee)}.` : ''}`)
          }
        />
      )}
      {dialog === 'declined' && (
        <MatchMoveDialog
          matchId={match.id}
          to="offer_rejected"
          title={`Did ${name} decline the offer?`}
          description="The match is archived, and another candidate can then be made an offer."
          confirmLabel="Offer declined"
          onClose={() => setDialog(null)}
          onMoved={(updated) => moved(updated, `${name} declined the offer; the match is archived.`)}
        />
      )}
      {dialog === 'reject' && (
        <MatchMoveDialog
          matchId={match.id}
          to="employer_reject"
          title={`Reject ${name}?`}
          description={`${name} leaves the candidates of ${roleTitle} and the match is archived. A note helps our team find better candidates.`}
          confirmLabel="Reject"
          danger
          onClose={() => setDialog(null)}
          onMoved={(updated) => moved(updated, `${name} was rejected; the match is archived.`)}
        />
      )}
    </Stack>
  );
}

/** On to a later interview stage, with an optional note. */
function MoveStageForm({ match, statuses }: { match: Match; statuses: MatchStatus[] }) {
  const { mutate } = useSWRConfig();
  const [to, setTo] = useState<MatchStatus>(statuses[0]!);
  const [note, setNote] = useState('');
  const { pending, failure, run } = usePendingCall();

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    await run(async () => {
      const trimmed = note.trim();
      await changeMatchStatus(match.id, { status: to, note: trimmed === '' ? undefined : trimmed });
      void showToast(`${candidateName(match)} moved to ${matchStatusLabel(to)}.`, { variant: 'success' });
      // The form is keyed by the status: the new one resets it.
      await revalidateMatches(mutate);
    });
  }

  return (
    <Stack component="form" noValidate spacing={1.5} aria-label="Move to a stage" onSubmit={(event: FormEvent) => void submit(event)}>
      {/* A native select: the phone's own picker, and one control for every input method. */}
      <TextField
        select
        label="Next stage"
        value={to}
        onChange={(event) => setTo(event.target.value as MatchStatus)}
        size="small"
        slotProps={{ select: { native: true } }}
      >
        {statuses.map((status) => (
          <option key={status} value={status}>
            {matchStatusLabel(status)}
          </option>
        ))}
      </TextField>
      <NoteField label="Note (optional)" value={note} onChange={setNote} />
      <FailureAlert message={failure} />
      <div>
        <Button type="submit" variant="contained" loading={pending}>
          Move to stage
        </Button>
      </div>
    </Stack>
  );
}
