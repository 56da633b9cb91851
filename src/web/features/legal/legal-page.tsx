import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHeading } from '../../components/page-heading';

export interface LegalSection {
  heading: string;
  paragraphs: readonly ReactNode[];
}

/** A plain page of headed paragraphs, the shape both of our policy pages take. */
export function LegalPage({ title, intro, sections }: { title: string; intro: string; sections: readonly LegalSection[] }) {
  return (
    <Stack component="article" spacing={2} sx={{ py: { xs: 1, md: 3 }, maxWidth: '45rem' }}>
      <PageHeading>{title}</PageHeading>
      <Typography>{intro}</Typography>
      {sections.map((section) => (
        <Stack key={section.heading} component="section" spacing={1}>
          <Typography variant="h2" sx={{ fontSize: '1.35rem', pt: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph, index) => (
            <Typography key={index}>{paragraph}</Typography>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
