import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate } from '../../components/format-date';
import { rowKey, type StaffListColumn, type StaffListRow } from '../../api/staff/staff-lists-api';

/** The grid's columns from the server's declaration: one source for what a list shows. */
export function gridColumns(
  columns: readonly StaffListColumn[],
  action?: { label: (row: StaffListRow) => string; onClick: (row: StaffListRow) => void },
): GridColDef<StaffListRow>[] {
  const defs: GridColDef<StaffListRow>[] = columns.map((column) => ({
    field: rowKey(column.field),
    headerName: column.header,
    // The server's name for sorting; the grid's field is the row key.
    description: column.header,
    minWidth: column.type === 'string' ? 160 : 110,
    flex: column.type === 'string' ? 1 : 0,
    type: column.type === 'number' ? 'number' : 'string',
    filterable: false,
    valueFormatter: (value: unknown) => {
      if (value === null || value === undefined) return '';
      if (column.type === 'date') return formatDate(String(value));
      if (column.type === 'boolean') return value === true ? 'Yes' : 'No';
      return String(value);
    },
  }));
  if (action) {
    defs.push({
      field: '__action',
      headerName: '',
      sortable: false,
      filterable: false,
      width: 170,
      renderCell: ({ row }) => (
        <Button
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            action.onClick(row);
          }}
        >
          {action.label(row)}
        </Button>
      ),
    });
  }
  return defs;
}
