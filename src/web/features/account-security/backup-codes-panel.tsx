import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

interface BackupCodesPanelProps {
  codes: readonly string[];
  onDone: () => void;
}

/** The backup codes, shown once: the server keeps only their digests. */
export function BackupCodesPanel({ codes, onDone }: BackupCodesPanelProps) {
  const headingId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      // No clipboard (permissions, an old browser): the codes are on screen to write down.
      setCopied(false);
    }
  }

  return (
    <Stack spacing={2} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Your backup codes
      </Typography>
      <Alert severity="warning">
        Keep these backup codes somewhere safe, such as a password manager or on paper. If you lose your phone, each code signs you in once instead of a code
        from the app. They will not be shown again.
      </Alert>
      <Box
        component="ol"
        aria-label="Backup codes"
        sx={{
          m: 0,
          pl: 0,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, max-content)' },
          gap: 1.5,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="contained" onClick={onDone}>
          I have saved these codes
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          {copied === true ? 'Copied.' : copied === false ? 'Copying did not work here; write the codes down instead.' : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}
