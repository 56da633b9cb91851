import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '../../components/visually-hidden';
import { NEWSLETTER } from '../../layouts/marketing-links';

/**
 * The newsletter invitation (spec 000 §1 Subscribe Now), leading to the sign-up on the marketing site; without a
 * marketing site there is nowhere to subscribe, so there is no card.
 */
export function NewsletterCard() {
  if (NEWSLETTER === null) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="newsletter-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="newsletter-heading" variant="h2" sx={{ mb: 1 }}>
        Our newsletter
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Education hiring news, new openings and job search tips in your inbox.
      </Typography>
      <Button variant="outlined" href={NEWSLETTER.href} target="_blank" rel="noopener">
        {NEWSLETTER.label}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Button>
    </Paper>
  );
}
