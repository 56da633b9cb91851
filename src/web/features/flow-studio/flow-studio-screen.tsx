import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useFlow } from '../../api/flows/use-flow';
import { useFlowList, useFlowVersion, type Published } from '../../api/staff/flow-studio-api';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';
import { draftText, parseDraft } from './draft-edits';
import { DraftEditor } from './draft-editor';
import { DraftToolbar } from './draft-toolbar';
import { FixturePicker } from './fixture-picker';
import { FlowMap } from './flow-map';
import { FullWidthBox } from '../../components/full-width-box';
import { JsonEditor } from './json-editor';
import { LeaveGuard } from './leave-guard';
import { startDraft } from './migration-ops';
import { PublishDialog } from './publish-dialog';
import { saveStatusWords } from './save-status';
import { StepPreview } from './step-preview';
import { StudioDraftContext, type StudioDraft } from './studio-context';
import { useDraftCheck } from './use-draft-check';
import { useDraftHistory } from './use-draft-history';
import { useDraftSaving, useSavedDraftLoad } from './use-saved-draft';
import { useUndoKeys } from './use-undo-keys';
import type { FixturePath } from './fixture-path';

type Panel = 'edit' | 'preview' | 'json';

/** Wide enough for the map and the editor side by side, each still readable; below it the map sits above the editor. */
const WIDE = '@media (min-width: 1280px)';

/** /dashboard/flows/:flowId (?version=N): the map, and beside it the draft of the next version in words, its preview and its JSON. */
export function FlowStudioScreen() {
  const { flowId = '' } = useParams();
  const [search] = useSearchParams();
  const list = useFlowList();
  const summary = list.data?.find((flow) => flow.flowId === flowId);
  const asked = Number(search.get('version'));
  const version = Number.isInteger(asked) && asked > 0 ? asked : summary?.currentVersion;
  const published = useFlowVersion(flowId, version);
  const servedFlow = useFlow(flowId, version);
  const saved = useSavedDraftLoad(flowId);
  // The draft starts as the staff member's draft the server kept, or as the shown version numbered as the next one.
  const baseline = useMemo(
    () => (published.data && summary ? draftText(startDraft(published.data.document, summary.currentVersion)) : null),
    [published.data, summary],
  );
  // Once published or discarded, the server's earlier draft is no longer the start; after a publish, the new version is awaited.
  const [fromServer, setFromServer] = useState(true);
  const [awaiting, setAwaiting] = useState(0);
  const ready = baseline !== null && saved.state === 'loaded' && summary !== undefined && summary.currentVersion >= awaiting;
  const kept = ready && fromServer && saved.state === 'loaded' && saved.flow ? saved.flow : null;
  const start = ready ? (kept ? draftText(kept) : baseline) : null;
  const initial = kept && summary ? draftText({ ...kept, version: summary.currentVersion + 1 }) : start;
  const history = useDraftHistory(initial);
  const text = history.text;
  const saving = useDraftSaving(flowId, text, baseline, start);
  const { checked, failure: checkFailure, upToDate } = useDraftCheck(flowId, text);
  useUndoKeys(history.undo, history.redo);

  const [selected, setSelected] = useState<string | null>(null);
  const [focus, setFocus] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>('edit');
  const [publishing, setPublishing] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [path, setPath] = useState<FixturePath | null>(null);
  const document = text === null ? null : parseDraft(text);
  const current = document ?? (published.data?.document ? startDraft(published.data.document, summary?.currentVersion ?? 0) : null);
  const stepName = selected ?? current?.steps[0]?.name ?? null;
  const previewFlow = checked?.flow ?? servedFlow.data ?? null;

  const draft = useMemo<StudioDraft | null>(
    () =>
      current && published.data && summary
        ? {
            flowId,
            currentVersion: summary.currentVersion,
            published: published.data.document,
            publishedResolved: servedFlow.data ?? null,
            document: current,
            resolved: checked?.flow ?? null,
            problems: checked?.problems ?? [],
            edit: (next) => history.edit(draftText(next)),
          }
        : null,
    [current, published.data, summary, flowId, servedFlow.data, checked, history],
  );

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
  if (!published.data || !summary || text === null || !draft || !current) return <Skeleton variant="rounded" height={480} sx={{ m: 3 }} />;

  const graph = checked?.graph ?? published.data.graph;
  const problems = checked?.problems ?? [];
  const open = (step: string, field: string | null = null) => {
    setSelected(step);
    setFocus(field);
    setPanel((was) => (was === 'json' ? 'edit' : was));
  };
  const published$ = (result: Published) => {
    setPublishing(false);
    setOutcome(`Published version ${result.version}. Everyone is being moved to it; new answers start on it now.`);
    void saving.forget(null).catch(() => undefined);
    setFromServer(false);
    setAwaiting(result.version);
    history.reset();
    setSelected(null);
    void list.mutate();
  };
  const unchanged = text === baseline;
  const verdict = !document
    ? 'The JSON has a mistake: fix it in the JSON tab.'
    : checkFailure
      ? `The draft could not be checked (${checkFailure.replace(/\.$/, '')}). Publishing waits until it can be.`
      : !upToDate
        ? 'Checking the draft…'
        : problems.length === 0
          ? unchanged
            ? 'No changes yet.'
            : 'No problems.'
          : problems.every((problem) => problem.kind === 'unchanged')
            ? // Untouched, the save status beside it already says "No changes yet."
              unchanged
              ? ''
              : 'This draft changes nothing yet.'
            : `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} to settle before publishing.`;

  return (
    <FullWidthBox>
      <LeaveGuard unsaved={saving.unsaved} />
      <Link component={RouterLink} to="/dashboard/flows">
        Question flows
      </Link>
      <PageHeading>
        {summary.title}, version {version}
      </PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`${graph.nodes.length} steps. You are editing the draft of version ${summary.currentVersion + 1}: it is saved as you type and goes live only when you publish it.`}
      </Typography>
      {saved.state === 'loaded' && saved.failure && (
        <Alert severity="warning" sx={{ mb: 2 }}>{`Your saved draft could not be read (${saved.failure}); you start from the published version.`}</Alert>
      )}
      {kept && kept.version !== summary.currentVersion + 1 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {`Version ${summary.currentVersion} was published after you started this draft. Your changes are kept; check them against it before publishing.`}
        </Alert>
      )}
      {outcome && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setOutcome(null)}>
          {outcome}
        </Alert>
      )}
      <DraftToolbar
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        onUndo={history.undo}
        onRedo={history.redo}
        saved={saving.status.state === 'idle' && kept && !unchanged ? 'Your draft is saved.' : saveStatusWords(saving.status)}
        verdict={verdict}
        nextVersion={summary.currentVersion + 1}
        canPublish={document !== null && upToDate && problems.length === 0 && !unchanged}
        onPublish={() => setPublishing(true)}
        canDiscard={!unchanged}
        onDiscard={async () => {
          await saving.forget(baseline);
          setFromServer(false);
          history.reset();
        }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'minmax(0, 1fr)',
          alignItems: 'start',
          [WIDE]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <FixturePicker flowId={flowId} flow={previewFlow} onPath={setPath} />
          <FlowMap graph={graph} selected={stepName} onSelect={(step) => open(step)} path={path} />
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, minWidth: 0 }}>
          <Tabs value={panel} onChange={(_event, next: Panel) => setPanel(next)} aria-label="Draft panels" sx={{ mb: 2 }}>
            <Tab value="edit" label="Edit" />
            <Tab value="preview" label="Preview" />
            <Tab value="json" label="JSON" />
          </Tabs>
          <StudioDraftContext value={draft}>
            {panel === 'edit' && <DraftEditor stepName={stepName} focus={focus} onOpen={open} />}
            {panel === 'preview' &&
              (stepName && previewFlow ? (
                <StepPreview flow={previewFlow} stepName={stepName} />
              ) : (
                <Typography color="text.secondary">Choose a step to see it as a person does.</Typography>
              ))}
            {panel === 'json' && <JsonEditor value={text} onChange={history.edit} problems={problems} />}
          </StudioDraftContext>
        </Paper>
      </Box>
      {publishing && document && (
        <PublishDialog
          flowId={flowId}
          document={document}
          title={summary.title}
          open={publishing}
          onClose={() => setPublishing(false)}
          onPublished={published$}
        />
      )}
    </FullWidthBox>
  );
}
