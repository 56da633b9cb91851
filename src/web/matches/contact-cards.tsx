import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CONTACT_CARD_LABELS, CONTACT_CARD_VISIBILITIES, isContactCardVisibility } from '../../shared/contact-cards';
import { setContactCards, useContactCards, type ContactCard } from '../api/matching/contact-cards-api';

function Card({ heading, card }: { heading: string; card: ContactCard }) {
  return (
    <Box component="section" aria-label={heading} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      <Typography>
        {card.name}
        {card.jobTitle ? `, ${card.jobTitle}` : ''}
        {card.organization ? ` (${card.organization})` : ''}
      </Typography>
      <Typography variant="body2">
        <Link href={`mailto:${card.email}`}>{card.email}</Link>
        {card.phone && (
          <>
            {' · '}
            <Link href={`tel:${card.phone.replace(/[^0-9+]/g, '')}`}>{card.phone}</Link>
          </>
        )}
      </Typography>
    </Box>
  );
}

/**
 * A match's contact cards (issue 12 item 2): whatever the server lets the caller see. Staff also choose whose
 * details the match shows to whom; nobody else sees the setting's control.
 */
export function ContactCards({ matchId, editable = false }: { matchId: number; editable?: boolean }) {
  const cards = useContactCards(matchId);
  const [problem, setProblem] = useState<string | null>(null);
  if (!cards.data) return null;
  const { jobseeker, employer, visibility } = cards.data;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {editable && (
        <TextField
          select
          size="small"
          label="Contact cards"
          value={visibility}
          onChange={(event) => {
            const next = event.target.value;
            if (!isContactCardVisibility(next)) return;
            setProblem(null);
            setContactCards(matchId, next).then(
              (answer) => void cards.mutate(answer, { revalidate: false }),
              (error: Error) => setProblem(error.message),
            );
          }}
          helperText="Whose contact details this match shows to whom"
          sx={{ maxWidth: 320 }}
        >
          {CONTACT_CARD_VISIBILITIES.map((value) => (
            <MenuItem key={value} value={value}>
              {CONTACT_CARD_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
      {jobseeker && <Card heading="Job seeker’s contact" card={jobseeker} />}
      {employer && <Card heading="Employer’s contact" card={employer} />}
    </Box>
  );
}
