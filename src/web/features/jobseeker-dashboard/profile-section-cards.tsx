import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { sectionStarts, type Answers, type Flow } from '../../../flows';
import { useFlow } from '../../api/flows/use-flow';
import { useMyAnswers } from '../../api/flows/use-my-answers';
import { PanelLoading } from '../../components/panel-loading';
import { flowPath } from '../../forms/flow-paths';

interface ProfileSection {
  name: string;
  /** The app path of the section's first step. */
  firstStep: string;
}

/**
 * The flow's sections in its order, each with the path of its first step: the first one this person's answers
 * lead them through, else (a section their path skips) the first one in the flow, so every card still opens.
 */
export function profileSections(flow: Flow, answers: Answers): ProfileSection[] {
  return sectionStarts(flow, answers).map(({ section, onPath, inFlow }) => ({ name: section, firstStep: flowPath(flow, onPath ?? inFlow, {}) }));
}

interface ProfileSectionCardsProps {
  completedSections: readonly string[];
}

/** A card per profile section: its name linking to its first step, and a check mark once it is complete. */
export function ProfileSectionCards({ completedSections }: ProfileSectionCardsProps) {
  const answers = useMyAnswers('jobseeker');
  const flow = useFlow('jobseeker', answers.data?.version);
  const sections = answers.data && flow.data ? profileSections(flow.data, answers.data.answers) : undefined;
  const done = sections?.filter((section) => completedSections.includes(section.name)).length ?? 0;
  return (
    <Box component="section" aria-labelledby="profile-sections-heading">
      <Typography id="profile-sections-heading" variant="h2" sx={{ mb: 0.5 }}>
        Your profile
      </Typography>
      {sections === undefined ? (
        <PanelLoading
          error={answers.error ?? flow.error}
          what="Your profile sections could not be loaded."
          onRetry={() => void (answers.error ? answers.mutate() : flow.mutate())}
          label="Loading your profile sections"
          heights={[72, 72]}
        />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {done} of {sections.length} sections complete.
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', xl: '1fr 1fr 1fr' } }}
          >
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
                        <Link component={RouterLink} to={section.firstStep}>
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
        </>
      )}
    </Box>
  );
}
