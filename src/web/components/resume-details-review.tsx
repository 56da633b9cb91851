import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatPhoneNumber } from '../../shared/format/format-phone-number';
import type { ResumeExtraction } from '../api/records/upload-resume';

/**
 * What was read from a resume, a line each, as the person is asked to keep it; empty when nothing was read. A role
 * the person already typed stays their most recent one, so the resume's is then offered as another role.
 */
export function resumeSummary(extracted: ResumeExtraction, typedRole: { name?: unknown; jobTitle?: unknown } | null = null): string[] {
  const lines: string[] = [];
  const name = [extracted.firstName, extracted.lastName].filter(Boolean).join(' ');
  if (name) lines.push(`Name: ${name}`);
  if (extracted.email) lines.push(`E-mail: ${extracted.email}`);
  if (extracted.phoneNumber) lines.push(`Phone: ${formatPhoneNumber(extracted.phoneNumber) ?? extracted.phoneNumber}`);
  if (extracted.recentExperience) {
    const role = extracted.recentExperience;
    const same = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();
    const words = [role.jobTitle, role.name].filter(Boolean).join(', ');
    if (typedRole === null) lines.push(`Most recent role: ${words}`);
    else if (!(same(typedRole.name, role.name) && same(typedRole.jobTitle, role.jobTitle))) lines.push(`Another role: ${words}`);
  }
  for (const school of extracted.education ?? []) lines.push(`Education: ${school.school}`);
  return lines;
}

interface ResumeDetailsReviewProps {
  extracted: ResumeExtraction;
  /** The most recent role the person typed, which the resume's details never replace. */
  typedRole?: { name?: unknown; jobTitle?: unknown } | null;
  saving: boolean;
  onKeep: () => void;
  onSkip: () => void;
}

/** The details found in a resume, offered for the profile: on the resume step and after sign-up with a resume. */
export function ResumeDetailsReview({ extracted, typedRole = null, saving, onKeep, onSkip }: ResumeDetailsReviewProps) {
  return (
    <Alert severity="info" sx={{ mt: 2 }} role="region" aria-label="Details found in your resume">
      <Typography>We found these details in your resume. Add them to your profile?</Typography>
      <List dense>
        {resumeSummary(extracted, typedRole).map((line) => (
          <ListItem key={line} sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </ListItem>
        ))}
      </List>
      <Button variant="contained" onClick={onKeep} disabled={saving} sx={{ mr: 1 }}>
        Add these details
      </Button>
      <Button onClick={onSkip} disabled={saving}>
        Not now
      </Button>
    </Alert>
  );
}
