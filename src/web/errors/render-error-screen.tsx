import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../components/page-heading';
import {
  CONNECTION_ERROR_TEXT,
  CONNECTION_ERROR_TITLE,
  GENERIC_ERROR_TEXT,
  GENERIC_ERROR_TITLE,
  PERSISTENT_ERROR_TEXT,
  RETRIES_BEFORE_HINT,
} from './render-error-texts';

interface RenderErrorScreenProps {
  /** The error came from the connection rather than from a bug. */
  connection: boolean;
  /** How many times Try Again was pressed for this page. */
  retries: number;
  onTryAgain: () => void;
  onReload: () => void;
}

/** What shows in place of a page that failed to render (spec 000 §4, §8). */
export function RenderErrorScreen({ connection, retries, onTryAgain, onReload }: RenderErrorScreenProps) {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack spacing={2}>
        <PageHeading>{connection ? CONNECTION_ERROR_TITLE : GENERIC_ERROR_TITLE}</PageHeading>
        <Typography>{connection ? CONNECTION_ERROR_TEXT : GENERIC_ERROR_TEXT}</Typography>
        {retries > RETRIES_BEFORE_HINT && <Typography>{PERSISTENT_ERROR_TEXT}</Typography>}
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={onTryAgain}>
            Try Again
          </Button>
          <Button variant="outlined" onClick={onReload}>
            Reload Page
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
