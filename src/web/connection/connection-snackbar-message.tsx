import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CONNECTION_PROBLEM_SNACKBAR_TEXT, CONNECTION_PROBLEM_TITLE } from './connection-texts';

/** The Connection Problem snackbar's title and text (spec 000 §8). */
export function ConnectionSnackbarMessage() {
  return (
    <Box>
      <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {CONNECTION_PROBLEM_TITLE}
      </Typography>
      <Typography component="p" variant="body2">
        {CONNECTION_PROBLEM_SNACKBAR_TEXT}
      </Typography>
    </Box>
  );
}
