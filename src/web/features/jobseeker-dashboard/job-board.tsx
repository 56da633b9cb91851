import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useJobBoard } from '../../api/jobs/use-job-board';
import { JobBoardListing } from './job-board-listing';

export const JOB_BOARD_FAILURE = 'Cannot fetch jobs. Please try again later.';
/** Listings shown before "Show all": enough to browse, short enough to leave the rest of the page in view. */
const FIRST_LISTINGS = 5;

/** The job-board widget: open education jobs, those that suit the job seeker first, with loading, empty and failure states. */
export function JobBoard() {
  const jobs = useJobBoard();
  // The answer arrives outside any transition: drawn at once, every listing would be drawn in one task. Deferred, the
  // skeleton stays for that task and React draws the listings in a transition, in slices that yield to the browser.
  const listings = useDeferredValue(jobs.data);
  const [showAll, setShowAll] = useState(false);
  const now = new Date();

  let body;
  if (jobs.error !== undefined) {
    body = <Alert severity="error">{JOB_BOARD_FAILURE}</Alert>;
  } else if (listings === undefined) {
    body = (
      <Box role="status" aria-label="Loading jobs">
        {[0, 1, 2].map((row) => (
          <Box key={row} sx={{ py: 1.5 }}>
            <Skeleton width="60%" />
            <Skeleton width="85%" />
            <Skeleton width="35%" />
          </Box>
        ))}
      </Box>
    );
  } else if (listings.length === 0) {
    body = <Typography color="text.secondary">There are no open jobs to show right now. Check back soon.</Typography>;
  } else {
    const shown = showAll ? listings : listings.slice(0, FIRST_LISTINGS);
    body = (
      <>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((job, index) => (
            <JobBoardListing key={`${job.url}-${index}`} job={job} now={now} />
          ))}
        </Box>
        {!showAll && listings.length > FIRST_LISTINGS && <Button onClick={() => setShowAll(true)}>Show all {listings.length} jobs</Button>}
      </>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="job-board-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="job-board-heading" variant="h2" sx={{ mb: 1 }}>
        Job board
      </Typography>
      {body}
    </Paper>
  );
}
