import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { MARKETING_PAGES, type PageSection } from './marketing-pages';
import { Redirect } from '../../navigation/redirect';

/**
 * One page of the public drawer (spec 000 §1) when the app has no marketing site: its words and where to go next.
 * Found by its path, so the route table (in every page's first load) holds only the paths, not the words.
 */
export function MarketingPageScreen() {
  const { pathname } = useLocation();
  const page = Object.values(MARKETING_PAGES).find((candidate) => candidate.path === pathname.replace(/\/+$/, ''));
  if (!page) return <Redirect to="/" />;
  return (
    <Stack component="article" spacing={2} sx={{ py: { xs: 1, md: 3 } }}>
      <PageHeading>{page.title}</PageHeading>
      {page.intro.map((paragraph) => (
        <Typography key={paragraph}>{paragraph}</Typography>
      ))}
      {page.sections.map((section: PageSection) => (
        <Stack key={section.heading} component="section" spacing={1} sx={{ pt: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph}>{paragraph}</Typography>
          ))}
        </Stack>
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
        {page.actions.map((action, index) => (
          <Button key={action.to} variant={index === 0 ? 'contained' : 'outlined'} component={RouterLink} to={action.to}>
            {action.label}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
