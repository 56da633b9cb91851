import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PASSWORD_CHECKS, PASSWORD_MISMATCH_LABEL } from '../../shared/password-rule';
import { VisuallyHidden } from './visually-hidden';

interface PasswordChecklistProps {
  id: string;
  password: string;
  confirmPassword: string;
}

export interface ChecklistLine {
  label: string;
  met: boolean;
}

/** The checklist's lines for what has been typed: the rules of spec 000 §5, then whether the two match. */
export function checklistLines(password: string, confirmPassword: string): ChecklistLine[] {
  return [
    ...PASSWORD_CHECKS.map((check) => ({ label: check.label, met: check.test(password) })),
    // An empty confirmation matches an empty password, but nobody has confirmed anything yet.
    { label: PASSWORD_MISMATCH_LABEL, met: confirmPassword !== '' && confirmPassword === password },
  ];
}

/** The live password checklist; each line's state is an icon for the eye and words for a screen reader. */
export function PasswordChecklist({ id, password, confirmPassword }: PasswordChecklistProps) {
  return (
    <Box component="ul" id={id} aria-label="Password requirements" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {checklistLines(password, confirmPassword).map(({ label, met }) => (
        <Box
          component="li"
          key={label}
          data-met={met}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25, color: met ? 'success.dark' : 'text.secondary' }}
        >
          {met ? <CheckCircleIcon fontSize="small" aria-hidden /> : <CancelIcon fontSize="small" aria-hidden />}
          <Typography variant="body2" component="span">
            {label}
          </Typography>
          <VisuallyHidden>{met ? '(done)' : '(not yet)'}</VisuallyHidden>
        </Box>
      ))}
    </Box>
  );
}
