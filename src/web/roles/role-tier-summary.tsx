import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Flow } from '../../flows';
import { optionTitle } from '../../flows';
import type { Role } from '../api/roles/role-types';
import { agreedTierText, expectedFeeText, feePercentText, tierLabel } from './role-fee-text';

/**
 * The role's service tier and hiring fee (spec 001 §3.5, §9): the agreement once staff approved it, else the
 * chosen tier with its fee, and the fee in dollars when the answers give a first-year compensation.
 */
export function RoleTierSummary({ role, flow }: { role: Role; flow: Flow | undefined }) {
  const rows: [string, string][] = [];
  const agreed = agreedTierText(role.agreedServiceTier, role.agreedFeePercent);
  const chosen = typeof role.serviceTier === 'string' ? role.serviceTier : null;
  if (agreed !== null) {
    rows.push(['Agreed service tier', agreed]);
  } else if (chosen !== null) {
    const label = flow === undefined ? tierLabel(chosen) : optionTitle(flow, 'serviceTier', chosen);
    rows.push(['Service tier', `${label} · ${feePercentText(role.expectedFee?.percent ?? null)}`]);
  }
  const fee = expectedFeeText(role.expectedFee);
  if (rows.length > 0 && fee !== null) rows.push(['Expected fee', fee]);
  if (rows.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0.5, sm: 1 } }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
