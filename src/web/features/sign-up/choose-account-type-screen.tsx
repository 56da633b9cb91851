import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { LogInPrompt } from './log-in-prompt';

const CHOICES = [
  { to: '/jobseeker/signup', title: 'I am a job seeker', text: 'Build a profile once and be matched with roles at education organizations.' },
  { to: '/employer/signup', title: 'I am an employer', text: 'Tell us about your organization and the roles you are hiring for, and review your matches.' },
] as const;

/** /signup: the person says which kind of account they want, then goes to that sign-up. */
export function ChooseAccountTypeScreen() {
  return (
    <Stack spacing={3}>
      <PageHeading>Create your account</PageHeading>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {CHOICES.map(({ to, title, text }) => (
          <Card key={to} variant="outlined" sx={{ flex: 1 }}>
            <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h2" component="span" sx={{ display: 'block', mb: 1 }}>
                  {title}
                </Typography>
                <Typography color="text.secondary" component="span">
                  {text}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
      <Typography>
        Job seeker with a resume to hand?{' '}
        <Link component={RouterLink} to="/signup-with-resume">
          Sign up with your resume
        </Link>
      </Typography>
      <LogInPrompt />
    </Stack>
  );
}
