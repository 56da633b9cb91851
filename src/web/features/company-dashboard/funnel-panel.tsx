import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useReport } from '../../api/staff/reports-api';

/**
 * The organization's own hiring funnel (issue 27 item 1), for employees with matching access: how many of the
 * candidates staff sent reached each stage, and how many are there now. Stages nobody reached are left out.
 */
export function FunnelPanel() {
  const funnel = useReport('funnel', {});
  const stages = (funnel.data?.stages ?? []).filter((stage) => stage.reached > 0);
  if (stages.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="company-funnel" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="company-funnel" component="h2" variant="h5" sx={{ mb: 1 }}>
        Hiring funnel
      </Typography>
      <Typography
        color="text.secondary"
        sx={{ mb: 1 }}
      >{`${funnel.data!.total.toLocaleString('en-US')} ${funnel.data!.total === 1 ? 'candidate' : 'candidates'} sent to you so far.`}</Typography>
      <Table size="small" aria-label="Hiring funnel">
        <TableHead>
          <TableRow>
            <TableCell>Stage</TableCell>
            <TableCell align="right">Reached</TableCell>
            <TableCell align="right">There now</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stages.map((stage) => (
            <TableRow key={stage.status}>
              <TableCell>{stage.title}</TableCell>
              <TableCell align="right">{stage.reached}</TableCell>
              <TableCell align="right">{stage.count}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
