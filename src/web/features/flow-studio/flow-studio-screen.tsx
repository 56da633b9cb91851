import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { findStep, type Flow } from '../../../flows';
import { useFlow } from '../../api/flows/use-flow';
import { checkDraft, dryRunDraft, publishDraft, useFlowList, useFlowVersion, type DraftCheck, type DryRun } from '../../api/staff/flow-studio-api';
import type { ApiError } from '../../api/api-error';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';
import { StepForm } from '../../forms/step-form';
import { draftText, parseDraft } from './draft-edits';
import { DraftStepForm } from './draft-step-form';
import { fixturePath, useQaFixtures } from './fixture-path';
import { FlowMap } from './flow-map';
import { JsonEditor } from './json-editor';

const CHECK_DELAY_MS = 500;
const noSave = async () => undefined;
const stay = () => undefined;

/** The step drawn by the same renderer people see, with no answers yet (saving does nothing here). */
function StepPreview({ flow, stepName }: { flow: Flow; stepName: string }) {
  const step = findStep(flow, stepName);
  if (!step) return <Alert severity="info">This step is not in the draft.</Alert>;
  return (
    <Box data-testid="step-preview" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <StepForm
        key={`${flow.version}-${stepName}-${JSON.stringify(step.questions.map((field) => flow.questions[field]))}`}
        flow={flow}
        step={step}
        saved={{}}
        onSave={noSave}
        onContinue={stay}
        onBack={null}
        context={{ userId: 0 }}
      />
    </Box>
  );
}

/** /dashboard/flows/:flowId (?version=N): the map, a step's preview, and a draft of the next version to publish. */
export function FlowStudioScreen() {
  const { flowId = '' } = useParams();
  const [search] = useSearchParams();
  const list = useFlowList();
  const summary = list.data?.find((flow) => flow.flowId === flowId);
  const asked = Number(search.get('version'));
  const version = Number.isInteger(asked) && asked > 0 ? asked : summary?.currentVersion;
  const published = useFlowVersion(flowId, version);
  const servedFlow = useFlow(flowId, version);
  // The draft starts as the shown version, numbered as the next one, until staff edit it.
  const [edited, setText] = useState<string | null>(null);
  const text = edited ?? (published.data && summary ? draftText({ ...published.data.document, version: summary.currentVersion + 1 }) : null);
  const [checked, setChecked] = useState<DraftCheck | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [tab, setTab] = useState<'preview' | 'form' | 'json'>('preview');
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [dryRun, setDryRun] = useState<DryRun | null>(null);
  const fixtures = useQaFixtures(flowId);
  const [fixtureName, setFixtureName] = useState('');
  const previewFlow = checked?.flow ?? servedFlow.data ?? null;
  const fixture = fixtures.data?.find((candidate) => candidate.name === fixtureName);
  // Walked by the engine through what the map shows (the draft once checked), so the path follows the draft too.
  const path = useMemo(() => (fixture && previewFlow ? fixturePath(previewFlow, fixture.answers) : null), [fixture, previewFlow]);

  // Checked by the server as staff type: the map and the preview follow the draft.
  useEffect(() => {
    if (text === null) return;
    const document = parseDraft(text);
    if (!document) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkDraft(flowId, document, controller.signal).then(setChecked, () => undefined);
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [flowId, text]);

  const failure = list.error ?? published.error;
  if (failure)
    return (
      <LoadFailure
        what="The question flow could not be loaded."
        message={failure.message}
        onRetry={() => void (list.error ? list.mutate() : published.mutate())}
      />
    );
  if (list.data && !summary) return <Alert severity="error">There is no question flow “{flowId}”.</Alert>;
  if (!published.data || !summary || text === null) return <Skeleton variant="rounded" height={480} sx={{ m: 3 }} />;

  const graph = checked?.graph ?? published.data.graph;
  const problems = checked?.problems ?? [];
  const document = parseDraft(text);

  const publish = () => {
    if (!document) return;
    setOutcome(null);
    publishDraft(flowId, document).then(
      (result) => {
        const carried = result.migration
          ? ` Answers saved under version ${result.migration.fromVersion} are being carried over in the background.`
          : ' Answers saved under earlier versions keep the version they were given under.';
        setOutcome({ severity: 'success', text: `Published version ${result.version}. New answers start on it now.${carried}` });
        setText(null);
        setChecked(null);
        void list.mutate();
      },
      (error: ApiError) => setOutcome({ severity: 'error', text: error.message }),
    );
  };
  const runDry = () => {
    if (!document) return;
    setDryRun(null);
    dryRunDraft(flowId, document).then(setDryRun, (error: ApiError) => setOutcome({ severity: 'error', text: error.message }));
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Link component={RouterLink} to="/dashboard/flows">
        Question flows
      </Link>
      <PageHeading>
        {summary.title}, version {version}
      </PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {graph.nodes.length} steps. The draft of version {summary.currentVersion + 1} starts as this one; the map and the preview follow it as you edit.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="QA fixture"
          value={fixture ? fixtureName : ''}
          onChange={(event) => setFixtureName(event.target.value)}
          sx={{ minWidth: 320 }}
          helperText={fixtures.error ? 'The QA fixtures could not be loaded.' : undefined}
        >
          <MenuItem value="">None</MenuItem>
          {(fixtures.data ?? []).map((candidate) => (
            <MenuItem key={candidate.name} value={candidate.name}>
              {`${candidate.name} (version ${candidate.version})`}
            </MenuItem>
          ))}
        </TextField>
        {path && (
          <Typography data-testid="fixture-path" color="text.secondary">
            {`Its answers visit ${path.steps.size} ${path.steps.size === 1 ? 'step' : 'steps'} and end at ${path.end}; the path is outlined on the map.`}
          </Typography>
        )}
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
        <FlowMap graph={graph} selected={selected} onSelect={(step) => setSelected(step)} path={path} />
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <Tabs value={tab} onChange={(_event, next: 'preview' | 'form' | 'json') => setTab(next)} aria-label="Draft panels">
            <Tab value="preview" label="Preview" />
            <Tab value="form" label="Form" />
            <Tab value="json" label="JSON" />
          </Tabs>
          <Box sx={{ pt: 2 }}>
            {tab === 'preview' &&
              (selected && previewFlow ? (
                <StepPreview flow={previewFlow} stepName={selected} />
              ) : (
                <Typography color="text.secondary">Choose a step on the map to see it as a person does.</Typography>
              ))}
            {tab === 'form' &&
              (selected ? (
                <DraftStepForm text={text} stepName={selected} resolved={previewFlow} onChange={setText} />
              ) : (
                <Typography color="text.secondary">Choose a step on the map to change it and its questions.</Typography>
              ))}
            {tab === 'json' && <JsonEditor value={text} onChange={setText} problems={problems} />}
          </Box>
        </Paper>
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <Button variant="outlined" onClick={runDry} disabled={!document || problems.length > 0}>
          Dry run
        </Button>
        <Button variant="contained" onClick={publish} disabled={!document || problems.length > 0}>
          Publish version {summary.currentVersion + 1}
        </Button>
        <Typography role="status">
          {!document
            ? 'The JSON does not parse.'
            : problems.length === 0
              ? 'No problems.'
              : `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}.`}
        </Typography>
      </Stack>
      {problems.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          <ul style={{ margin: 0, paddingLeft: 16 }}>
            {problems.slice(0, 20).map((problem, index) => (
              <li key={index}>{`${problem.step ? `Step ${problem.step}: ` : ''}${problem.message}`}</li>
            ))}
          </ul>
        </Alert>
      )}
      {dryRun && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {`Publishing changes ${dryRun.changed.toLocaleString('en-US')} of ${dryRun.answer_sets.toLocaleString('en-US')} answer sets; ${new Set(dryRun.invalid.map((entry) => entry.user_id)).size.toLocaleString('en-US')} people would be sent back to a step.`}
        </Alert>
      )}
      {outcome && (
        <Alert severity={outcome.severity} sx={{ mt: 2 }} role={outcome.severity === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </Alert>
      )}
    </Box>
  );
}
