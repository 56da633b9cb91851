import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface ColumnHeadsProps {
  labels: readonly string[];
  /** The labels of columns of numbers, aligned right over them. */
  numeric?: readonly string[];
}

/** A table's head: one column header per label, in order. */
export function ColumnHeads({ labels, numeric = [] }: ColumnHeadsProps) {
  return (
    <TableHead>
      <TableRow>
        {labels.map((label) => (
          <TableCell key={label} component="th" scope="col" align={numeric.includes(label) ? 'right' : undefined}>
            {label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
