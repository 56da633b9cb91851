import { ContactCards } from '../../matches/contact-cards';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { Match } from '../../api/matching/matches-api';
import { jobseekerName } from '../../api/matching/search-api';
import { formatDate } from '../../components/format-date';
import { debugAlgorithmPath, matchAnchorId } from './matching-paths';
import { MatchHistory } from './match-history';
import { MatchStatusForm } from './match-status-form';
import type { CardMemory } from './card-memory';
import type { MatchFacts } from '../../../shared/match-transitions';
import { waitingOnWords } from './status-words';

const INTEREST_WORDS = { interested: 'Interested', not_interested: 'Not interested' } as const;

/**
 * One match in a role's pipeline: the job seeker, who it waits on, their answer to the confirm-match e-mail,
 * and, opened, its history and the form that moves it (`others`: the role's other matches, which the rules read). A link to #match-{id} opens it and scrolls to it.
 */
export function MatchCard({ match, others, memory }: { match: Match; others: readonly MatchFacts[]; memory?: CardMemory }) {
  const nameId = useId();
  const detailsId = useId();
  const anchor = matchAnchorId(match.id);
  const { hash } = useLocation();
  const targeted = hash === `#${anchor}`;
  const [ownOpen, setOwnOpen] = useState(targeted);
  const open = memory ? memory.isOpen(match.id) : ownOpen;
  const setOpen = (value: boolean) => (memory ? memory.setOpen(match.id, value) : setOwnOpen(value));
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (targeted) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [targeted]);
  const name = jobseekerName({ id: match.jobseeker, firstName: match.jobseekerFirstName, lastName: match.jobseekerLastName });
  const waiting = waitingOnWords(match.waitingOn);
  return (
    <Paper component="li" ref={ref} id={anchor} variant="outlined" aria-labelledby={nameId} sx={{ p: 2, display: 'grid', gap: 1, scrollMarginTop: 80 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography id={nameId} component="h3" sx={{ fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {match.score !== null && <Chip size="small" variant="outlined" label={`Score ${Math.round(match.score)}`} />}
        {match.archived && <Chip size="small" label="Archived" />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {[waiting, match.statusChangedAt !== null ? `in this status since ${formatDate(match.statusChangedAt)}` : null].filter(Boolean).join(' · ')}
      </Typography>
      {match.jobseekerInterest !== null && (
        <Typography variant="body2">
          <strong>Job seeker’s answer: {INTEREST_WORDS[match.jobseekerInterest]}</strong>
          {match.jobseekerInterestNote !== null && match.jobseekerInterestNote !== '' && ` — “${match.jobseekerInterestNote}”`}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)} aria-describedby={nameId}>
          {open ? 'Close' : 'History, notes and status'}
        </Button>
        <Link component={RouterLink} variant="body2" to={debugAlgorithmPath({ role: match.role, jobseeker: match.jobseeker })}>
          Why this match
        </Link>
        <Link component={RouterLink} variant="body2" to={`/messages?match=${match.id}`}>
          Messages
        </Link>
      </Box>
      <Box id={detailsId} hidden={!open}>
        {open && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, pt: 1 }}>
            <section aria-label={`History of ${name}’s match`}>
              <Typography component="h4" sx={{ fontWeight: 600, mb: 1 }}>
                History
              </Typography>
              <MatchHistory matchId={match.id} label={`History of ${name}’s match`} />
            </section>
            <Box>
              <Divider sx={{ display: { md: 'none' }, mb: 2 }} />
              <Typography component="h4" sx={{ fontWeight: 600, mb: 1 }}>
                Status and note
              </Typography>
              <MatchStatusForm
                match={match}
                name={name}
                others={others}
                notice={memory?.notice(match.id) ?? null}
                onSaved={(text) => memory?.setNotice(match.id, text)}
              />
              <Box sx={{ mt: 2 }}>
                <ContactCards matchId={match.id} editable />
              </Box>
            </Box>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
