import { useState } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { downloadWithSession } from '../api/uploads/download-with-session';

interface AuthorisedFileLinkProps {
  url: string;
  fileName: string;
}

/** A stored file (a role's job description) as a link that downloads it with the session, and says so when it cannot. */
export function AuthorisedFileLink({ url, fileName }: AuthorisedFileLinkProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <Link
        href={url}
        aria-busy={busy}
        sx={{ overflowWrap: 'anywhere' }}
        onClick={(event) => {
          // The address alone would be opened without the session; the click downloads it with the session instead.
          event.preventDefault();
          setBusy(true);
          setProblem(null);
          downloadWithSession(url, fileName)
            .catch((error: Error) => setProblem(error.message))
            .finally(() => setBusy(false));
        }}
      >
        {fileName}
      </Link>
      {problem ? (
        <Typography role="alert" color="error" variant="body2">
          {problem}
        </Typography>
      ) : null}
    </>
  );
}
