import Alert from '@mui/material/Alert';

/** What became of a form's submission, said above or below it. */
export interface FormOutcome {
  severity: 'success' | 'error';
  text: string;
}

/** A failure is announced at once (role alert); a success politely (role status). Nothing while there is no outcome. */
export function FormOutcomeAlert({ outcome }: { outcome: FormOutcome | null }) {
  if (outcome === null) return null;
  return (
    <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
      {outcome.text}
    </Alert>
  );
}

/** A failure, announced at once; nothing while there is none. */
export function FailureAlert({ message }: { message: string | null }) {
  return <FormOutcomeAlert outcome={message === null ? null : { severity: 'error', text: message }} />;
}
