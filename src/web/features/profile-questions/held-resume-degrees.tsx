import { useState } from 'react';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Flow, JsonSchema } from '../../../flows';
import { isApiError } from '../../api/api-error';
import {
  HELD_RESUME_DETAILS_PATH,
  confirmResumeExtraction,
  dismissHeldResumeDetails,
  getHeldResumeDetails,
  type ResumeDegree,
} from '../../api/records/upload-resume';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';

interface Option {
  const?: unknown;
  title?: string;
  oneOf?: Option[];
  anyOf?: Option[];
}

/** The words for a value of one field of the education record, from the flow's own lists. */
function degreeWords(flow: Flow, property: 'degree' | 'fieldOfStudy', value: string): string {
  const items = (flow.questions.education?.schema as { items?: { properties?: Record<string, JsonSchema> } } | undefined)?.items;
  const options = (schema: Option | undefined): Option[] =>
    schema === undefined ? [] : [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].flatMap((option) => ('const' in option ? [option] : options(option)));
  return options(items?.properties?.[property] as Option | undefined).find((option) => option.const === value)?.title ?? value;
}

const isComplete = (degree: ResumeDegree) => degree.degree !== undefined && degree.fieldOfStudy !== undefined;

interface HeldResumeDegreesProps {
  flow: Flow;
  /** A degree was added on the server: the step shows the person's records again. */
  onAdded: () => Promise<void>;
}

/**
 * On the education step: the degrees the person confirmed from their resume before this step was on their path
 * (at sign-up, or with another level chosen), or that the resume named without a degree. Each complete one is
 * added with a click; the others are named so the person can enter them with their degree.
 */
export function HeldResumeDegrees({ flow, onAdded }: HeldResumeDegreesProps) {
  const owner = sessionOwner(useSession());
  const held = useSWR(owner === null ? null : [HELD_RESUME_DETAILS_PATH, owner], () => getHeldResumeDetails(), { revalidateOnFocus: false });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const data = held.data;
  if (!data || data.resumeId === null || data.education.length === 0) return null;
  const resumeId = data.resumeId;

  const run = async (action: () => Promise<unknown>, added: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      await held.mutate();
      if (added) await onAdded();
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert severity="info" role="region" aria-label="Degrees from your resume" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <Typography>You confirmed these degrees from your resume. Add them here:</Typography>
      <List dense disablePadding>
        {data.education.map((degree) => (
          <ListItem key={degree.school} disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', overflowWrap: 'anywhere' }}>
            <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
              {isComplete(degree)
                ? `${degree.school}: ${degreeWords(flow, 'degree', degree.degree!)}, ${degreeWords(flow, 'fieldOfStudy', degree.fieldOfStudy!)}`
                : `${degree.school}: your resume does not say which degree; add it below with its degree and field of study.`}
            </Box>
            {isComplete(degree) ? (
              <Button
                variant="outlined"
                size="small"
                disabled={busy}
                onClick={() => void run(() => confirmResumeExtraction(resumeId, { education: [degree] }), true)}
              >
                Add {degree.school}
              </Button>
            ) : null}
          </ListItem>
        ))}
      </List>
      {problem !== null ? (
        <Typography color="error" role="alert">
          {problem}
        </Typography>
      ) : null}
      <Button size="small" disabled={busy} onClick={() => void run(() => dismissHeldResumeDetails(resumeId), false)} sx={{ mt: 1 }}>
        Not needed
      </Button>
    </Alert>
  );
}
