import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PublicEmployer } from '../api/public/public-employer';
import { DetailsList } from '../components/details-list';
import { formatDate } from '../components/format-date';
import { PageHeading } from '../components/page-heading';
import { roleTitle } from '../roles/role-title';

/** A link the organisation gave, shown only when it is a web address (never `javascript:`). */
function safeLink(link: string | null): string | null {
  if (link === null) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * An organisation as the public sees it (issue 10 item 7): logo, name, mission, size, stage, culture and the
 * open roles. `children` goes between the facts and the open roles (the organisation's own page adds its
 * unpublished roles there).
 */
export function EmployerProfileView({ employer, children }: { employer: PublicEmployer; children?: ReactNode }) {
  const website = safeLink(employer.link);
  const facts: [string, ReactNode][] = [];
  if (employer.educationType) facts.push(['Type', employer.educationType]);
  if (employer.companySize) facts.push(['Size', employer.companySize]);
  if (employer.growthStage) facts.push(['Stage', employer.growthStage]);
  const culture = [employer.culture?.type, ...(employer.culture?.traits ?? [])].filter((part): part is string => typeof part === 'string' && part !== '');
  if (culture.length > 0) facts.push(['Culture', culture.join(', ')]);
  if (employer.metroArea) facts.push(['Location', employer.metroArea]);
  if (website !== null)
    facts.push([
      'Website',
      <Link href={website} rel="noopener noreferrer">
        {employer.link}
      </Link>,
    ]);

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {employer.logoUrl && (
          <Box
            component="img"
            src={employer.logoUrl}
            alt={`${employer.name} logo`}
            sx={{ width: { xs: 56, sm: 80 }, height: { xs: 56, sm: 80 }, objectFit: 'contain', flexShrink: 0 }}
          />
        )}
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <PageHeading>{employer.name}</PageHeading>
        </Box>
      </Stack>
      {employer.missionStatement && (
        <Box component="section" aria-labelledby="mission-heading">
          <Typography id="mission-heading" variant="h2" sx={{ mb: 1 }}>
            Mission
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{employer.missionStatement}</Typography>
        </Box>
      )}
      {facts.length > 0 && <DetailsList rows={facts} aria-label="About the organization" />}
      {children}
      <Box component="section" aria-labelledby="open-roles-heading">
        <Typography id="open-roles-heading" variant="h2" sx={{ mb: 2 }}>
          Open roles
        </Typography>
        {employer.openRoles.length === 0 ? (
          <Typography color="text.secondary">No open roles right now.</Typography>
        ) : (
          <Box component="ul" aria-label="Open roles" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {employer.openRoles.map((role) => {
              const details = [role.jobType, role.location].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
              return (
                <Paper component="li" key={role.uuid} variant="outlined" sx={{ p: 2 }}>
                  <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {roleTitle(role.title)}
                  </Typography>
                  {details.length > 0 && <Typography variant="body2">{details.join(' · ')}</Typography>}
                  {role.publishedAt && (
                    <Typography variant="body2" color="text.secondary">
                      Published <time dateTime={role.publishedAt}>{formatDate(role.publishedAt)}</time>
                    </Typography>
                  )}
                </Paper>
              );
            })}
          </Box>
        )}
      </Box>
    </Stack>
  );
}
