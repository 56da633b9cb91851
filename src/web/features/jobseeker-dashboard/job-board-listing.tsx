import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { relativePhrase } from '../../../shared/format/relative-phrase';
import { truncate } from '../../../shared/format/text-helpers';
import type { JobBoardItem } from '../../api/jobs/use-job-board';

interface JobBoardListingProps {
  job: JobBoardItem;
  now: Date;
}

/** One job of the widget: the title cut at 20 characters (spec 000 §5), the whole title on hover. */
export function JobBoardListing({ job, now }: JobBoardListingProps) {
  const title = truncate(job.title);
  const internal = job.url.startsWith('/') && !job.url.startsWith('//');
  const details = [job.company, job.location, job.jobType].filter((part): part is string => typeof part === 'string' && part !== '');
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        {internal ? (
          <Link component={RouterLink} to={job.url} title={job.title}>
            {title}
          </Link>
        ) : (
          <Link href={job.url} title={job.title} target="_blank" rel="noopener noreferrer">
            {title}
          </Link>
        )}
      </Typography>
      {job.suitsYou === true && <Chip size="small" color="success" variant="outlined" label="Suits your profile" sx={{ my: 0.5 }} />}
      <Typography variant="body2">{details.join(' · ')}</Typography>
      <Typography variant="body2" color="text.secondary">
        Posted <time dateTime={job.datePosted}>{relativePhrase(job.datePosted, now)}</time>
      </Typography>
    </Box>
  );
}
