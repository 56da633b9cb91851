import Typography from '@mui/material/Typography';
import type { Flow } from '../../../flows';
import { AuthorisedFileLink } from '../../components/authorised-file-link';
import { useNamedIds } from '../../forms/widgets/use-named-ids';
import { answerWords, NOT_ANSWERED } from './answer-words';

const TEXT_SX = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'number');
}

function isStoredFile(value: unknown): value is { url: string; fileName: string } {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as { url?: unknown; fileName?: unknown };
  return typeof file.url === 'string' && typeof file.fileName === 'string';
}

/** Records chosen by search and saved by id (preferred colleges): their names, looked up by id. */
function NamedIds({ path, ids }: { path: string; ids: number[] }) {
  const { names, loading, failed } = useNamedIds(path, ids);
  if (loading) return <Typography color="text.secondary">Loading…</Typography>;
  if (failed) return <Typography color="error">The names could not be loaded. Reload the page to try again.</Typography>;
  return <Typography sx={TEXT_SX}>{ids.map((id) => names.get(id) ?? 'A college no longer listed').join(', ')}</Typography>;
}

/**
 * One answer as a reviewer reads it: in words, colleges by name rather than their ids, and the job description as a
 * link that downloads it with the reviewer's session.
 */
export function AnswerView({ flow, field, value }: { flow: Flow; field: string; value: unknown }) {
  const question = flow.questions[field];
  if (question?.ui.widget === 'search-select' && question.ui.searchPath && isIdList(value)) return <NamedIds path={question.ui.searchPath} ids={value} />;
  if (question?.ui.widget === 'file-upload' && isStoredFile(value)) {
    return (
      <Typography component="div">
        <AuthorisedFileLink url={value.url} fileName={value.fileName} />
      </Typography>
    );
  }
  const words = answerWords(flow, field, value);
  return (
    <Typography color={words === NOT_ANSWERED ? 'text.secondary' : 'text.primary'} sx={TEXT_SX}>
      {words}
    </Typography>
  );
}
