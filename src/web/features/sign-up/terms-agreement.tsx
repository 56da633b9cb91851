import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { VisuallyHidden } from '../../components/visually-hidden';
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from '../../layouts/marketing-links';

interface TermsAgreementProps {
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}

/** The terms checkbox. The documents open in a new tab so nothing typed in the form is lost. */
export function TermsAgreement({ checked, error, onChange }: TermsAgreementProps) {
  const errorId = useId();
  const document = (link: { label: string; href: string }) => (
    <Link href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  );
  return (
    <FormControl error={error !== undefined}>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-invalid': error !== undefined, 'aria-describedby': error === undefined ? undefined : errorId } }}
          />
        }
        label="I agree to the Terms of Service and Privacy Policy"
      />
      <Typography variant="body2" color="text.secondary">
        Read the {document(TERMS_OF_SERVICE)} and the {document(PRIVACY_POLICY)}.
      </Typography>
      {error !== undefined && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
