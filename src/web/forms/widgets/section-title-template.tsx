import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { TitleFieldProps } from '@rjsf/utils';

/**
 * The heading level of a question or record title: the step's own h1 is above them, a question's title is an h2
 * and each record inside it ("Degree 1") an h3, so headings never skip a level (RJSF's MUI theme draws every
 * title as an h5). The depth is read from the field id: "root_primaryAddress" is one level down.
 */
function headingLevel(id: string): 2 | 3 | 4 | 5 | 6 {
  const depth = id.replace(/__title$/, '').split('_').length - 1;
  return Math.min(Math.max(depth + 1, 2), 6) as 2 | 3 | 4 | 5 | 6;
}

export function SectionTitleTemplate({ id, title }: TitleFieldProps) {
  const level = headingLevel(id);
  return (
    <Box id={id} sx={{ mt: 1, mb: 1 }}>
      <Typography component={`h${level}`} variant={level === 2 ? 'h6' : 'subtitle1'} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Divider />
    </Box>
  );
}
