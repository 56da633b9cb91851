import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { publishTermsVersion, saveServiceTierFees, usePlatformConfiguration, type PlatformConfiguration } from '../../api/platform/platform-configuration-api';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';

function FeeTableForm({ configuration, onSaved }: { configuration: PlatformConfiguration; onSaved: (next: PlatformConfiguration) => void }) {
  const editable = configuration.serviceTiers.filter((tier) => tier.feePercent !== null);
  const [values, setValues] = useState<Record<string, string>>(Object.fromEntries(editable.map((tier) => [tier.tier, String(tier.feePercent)])));
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const fees = Object.fromEntries(Object.entries(values).map(([tier, text]) => [tier, text.trim() === '' ? Number.NaN : Number(text)]));
    saveServiceTierFees(fees).then(
      (next) => {
        onSaved(next);
        setStatus({ kind: 'saved', text: 'Saved. Roles approved from now on get these fees; approved roles keep theirs.' });
      },
      (error: Error) => setStatus({ kind: 'error', text: error.message }),
    );
  };
  return (
    <Paper component="form" variant="outlined" onSubmit={submit} noValidate sx={{ p: { xs: 2, md: 3 } }} aria-labelledby="fee-table-heading">
      <Typography id="fee-table-heading" variant="h2" sx={{ mb: 1 }}>
        Service-tier fees
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The hiring fee of each tier, as a share of first-year compensation. Custom is by agreement.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {editable.map((tier) => (
          <TextField
            key={tier.tier}
            label={tier.label}
            type="number"
            value={values[tier.tier] ?? ''}
            onChange={(event) => setValues((now) => ({ ...now, [tier.tier]: event.target.value }))}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> }, htmlInput: { min: 0, max: 100, step: 0.01 } }}
          />
        ))}
      </Box>
      {status && (
        <Alert severity={status.kind === 'saved' ? 'success' : 'error'} sx={{ mt: 2 }} role={status.kind === 'saved' ? 'status' : 'alert'}>
          {status.text}
        </Alert>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 2 }}>
        Save fees
      </Button>
    </Paper>
  );
}

function TermsForm({ configuration, onSaved }: { configuration: PlatformConfiguration; onSaved: (next: PlatformConfiguration) => void }) {
  const [summary, setSummary] = useState('');
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    publishTermsVersion(summary).then(
      (next) => {
        onSaved(next);
        setSummary('');
        setStatus({ kind: 'saved', text: `Version ${next.latestTermsVersion ?? ''} is published. Everyone is asked to accept it at their next visit.` });
      },
      (error: Error) => setStatus({ kind: 'error', text: error.message }),
    );
  };
  return (
    <Paper component="form" variant="outlined" onSubmit={submit} noValidate sx={{ p: { xs: 2, md: 3 } }} aria-labelledby="terms-heading">
      <Typography id="terms-heading" variant="h2" sx={{ mb: 1 }}>
        Terms of service
      </Typography>
      <Typography sx={{ mb: 2 }}>Latest version: {configuration.latestTermsVersion ?? 'none published'}</Typography>
      <TextField label="What changed in the new version" fullWidth multiline minRows={2} value={summary} onChange={(event) => setSummary(event.target.value)} />
      {status && (
        <Alert severity={status.kind === 'saved' ? 'success' : 'error'} sx={{ mt: 2 }} role={status.kind === 'saved' ? 'status' : 'alert'}>
          {status.text}
        </Alert>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 2 }}>
        Publish a new version
      </Button>
    </Paper>
  );
}

/** /dashboard/platform-configuration (staff): the settings staff edit without a release. */
export function PlatformConfigurationScreen() {
  const configuration = usePlatformConfiguration();
  const saved = (next: PlatformConfiguration) => void configuration.mutate(next, { revalidate: false });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHeading>Platform configuration</PageHeading>
      {configuration.error && (
        <LoadFailure what="The configuration could not be loaded." message={configuration.error.message} onRetry={() => void configuration.mutate()} />
      )}
      {!configuration.data && !configuration.error && <Skeleton height={300} />}
      {configuration.data && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <FeeTableForm configuration={configuration.data} onSaved={saved} />
          <TermsForm configuration={configuration.data} onSaved={saved} />
        </Box>
      )}
    </Container>
  );
}
