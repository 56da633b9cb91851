import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { MyProfile } from '../../api/account/use-my-profile';

interface ProfileSectionCardsProps {
  /** The profile's sections with the path of each one's first step, as the server works them out. */
  sections: MyProfile['profileSections'];
  completedSections: readonly string[];
}

/**
 * A card per profile section: its name linking to its first step, and a check mark once it is complete. Drawn
 * with the profile itself, so the home's first paint holds the cards and nothing below them moves.
 */
export function ProfileSectionCards({ sections, completedSections }: ProfileSectionCardsProps) {
  const done = sections.filter((section) => completedSections.includes(section.name)).length;
  return (
    <Box component="section" aria-labelledby="profile-sections-heading">
      <Typography id="profile-sections-heading" variant="h2" sx={{ mb: 0.5 }}>
        Your profile
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {done} of {sections.length} sections complete.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
        {sections.map((section) => {
          const complete = completedSections.includes(section.name);
          return (
            <Paper component="li" key={section.name} variant="outlined" sx={{ p: 2 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                {complete ? (
                  <CheckCircleIcon color="success" aria-hidden="true" sx={{ mt: 0.25 }} />
                ) : (
                  <RadioButtonUncheckedIcon color="disabled" aria-hidden="true" sx={{ mt: 0.25 }} />
                )}
                <Box>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    <Link component={RouterLink} to={section.path}>
                      {section.name}
                    </Link>
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {complete ? 'Complete' : 'Not complete yet'}
                  </Typography>
                </Box>
              </Stack>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
