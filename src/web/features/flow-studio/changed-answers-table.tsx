import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ListedAnswer } from './publish-summary';

/** The answers a publish changes, one row each: whose, at which step and question (by their titles), and why. */
export function ChangedAnswersTable({ answers, flowId }: { answers: ListedAnswer[]; flowId: string }) {
  const whose = flowId === 'role' ? 'Role' : flowId === 'employer-profile' ? 'Organization' : 'Person';
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label="Answers that change">
        <TableHead>
          <TableRow>
            <TableCell>{whose}</TableCell>
            <TableCell>Step</TableCell>
            <TableCell>Question</TableCell>
            <TableCell>What happens</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {answers.map((entry, index) => (
            <TableRow key={`${entry.userId}-${entry.field}-${index}`}>
              <TableCell>{entry.name}</TableCell>
              <TableCell>{entry.stepTitle}</TableCell>
              <TableCell>{entry.question}</TableCell>
              <TableCell>{entry.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
