import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  downloadStaffListCsv,
  rowKey,
  useStaffListPage,
  useStaffLists,
  type StaffListQuery,
  type StaffListRow,
  type StaffListSummary,
} from '../../api/staff/staff-lists-api';
import type { StaffEmployer } from '../../api/staff/staff-employer';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';
import { useDebounced } from '../../components/use-debounced';
import { useActAsEmployer } from './use-act-as-employer';
import { gridColumns } from './list-grid-columns';
import { RecordDrawer } from './record-drawer';

const PAGE_SIZES = [25, 50, 100];

function ListGrid({ list }: { list: StaffListSummary }) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>([]);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [open, setOpen] = useState<StaffListRow | null>(null);
  const [exporting, setExporting] = useState<string | null>(null);
  const settledSearch = useDebounced(search.trim());
  const actAs = useActAsEmployer();

  const query = useMemo<StaffListQuery>(() => {
    const sorted = sort[0];
    const column = sorted ? list.columns.find((candidate) => rowKey(candidate.field) === sorted.field) : undefined;
    return {
      page: pagination.page + 1,
      page_size: pagination.pageSize,
      ...(column ? { ordering: `${sorted?.sort === 'desc' ? '-' : ''}${column.field}` } : {}),
      ...(settledSearch ? { search: settledSearch } : {}),
      ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
    };
  }, [pagination, sort, settledSearch, filters, list.columns]);
  const page = useStaffListPage(list.name, query);

  const columns = useMemo(
    () =>
      gridColumns(
        list.columns,
        list.name === 'employers'
          ? {
              label: () => 'Act as employer',
              onClick: (row) =>
                actAs.actAs({
                  id: Number(row.id),
                  name: String(row.name),
                  members: Number(row.members),
                  roles: Number(row.openRoles),
                  createdAt: String(row.createdAt),
                } satisfies StaffEmployer),
            }
          : undefined,
      ),
    [list, actAs],
  );
  const booleanFilters = list.columns.filter((column) => column.filterable && column.type === 'boolean');

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        <TextField
          label={`Search ${list.title.toLowerCase()}`}
          type="search"
          size="small"
          // Lists of people are searched by e-mail address too (whole or in part): say so.
          placeholder={list.columns.some((column) => column.field === 'email') ? 'A name, or an e-mail address or part of one' : undefined}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPagination((now) => ({ ...now, page: 0 }));
          }}
          sx={{ minWidth: 260, flex: '1 1 260px' }}
        />
        {booleanFilters.map((column) => (
          <TextField
            key={column.field}
            select
            size="small"
            label={column.header}
            value={filters[column.field] ?? ''}
            onChange={(event) => {
              setFilters((now) => ({ ...now, [column.field]: event.target.value }));
              setPagination((now) => ({ ...now, page: 0 }));
            }}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">Any</MenuItem>
            <MenuItem value="true">Yes</MenuItem>
            <MenuItem value="false">No</MenuItem>
          </TextField>
        ))}
        <Button
          variant="outlined"
          disabled={exporting === 'busy'}
          onClick={() => {
            setExporting('busy');
            downloadStaffListCsv(list.name, query).then(
              () => setExporting(null),
              (error: Error) => setExporting(error.message),
            );
          }}
        >
          {exporting === 'busy' ? 'Exporting…' : 'Export CSV'}
        </Button>
      </Box>
      {exporting && exporting !== 'busy' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {exporting}
        </Alert>
      )}
      {actAs.failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {actAs.failure}
        </Alert>
      )}
      {page.error && <LoadFailure what="This table could not be loaded." message={page.error.message} onRetry={() => void page.mutate()} />}
      <Paper variant="outlined">
        <DataGrid<StaffListRow>
          aria-label={list.title}
          rows={page.data?.results ?? []}
          columns={columns}
          getRowId={(row) => String(row.id)}
          rowCount={page.data?.count ?? 0}
          loading={page.isLoading}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          sortModel={sort}
          onSortModelChange={(model) => {
            setSort(model);
            setPagination((now) => ({ ...now, page: 0 }));
          }}
          pageSizeOptions={PAGE_SIZES}
          onRowClick={({ row }) => setOpen(row)}
          // Enter on a focused cell opens its record as a click does (WCAG 2.1.1); closing returns focus to it.
          onCellKeyDown={({ row }, event) => {
            if (event.key !== 'Enter') return;
            event.defaultMuiPrevented = true;
            setOpen(row);
          }}
          localeText={{ noRowsLabel: settledSearch || Object.values(filters).some(Boolean) ? 'Nothing matches this search.' : 'No records yet.' }}
          autoHeight
          sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Paper>
      <RecordDrawer listName={list.name} columns={list.columns} row={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** /dashboard/:listName (staff): one data table, paged, sorted, searched and filtered on the server. */
export function StaffListScreen() {
  const { listName = '' } = useParams();
  const lists = useStaffLists();
  const list = lists.data?.find((candidate) => candidate.name === listName);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHeading>{list?.title ?? 'Data tables'}</PageHeading>
      {lists.error && <LoadFailure what="The data tables could not be loaded." message={lists.error.message} onRetry={() => void lists.mutate()} />}
      {!lists.data && !lists.error && <Skeleton height={400} />}
      {lists.data && !list && (
        <Alert severity="warning">
          There is no data table called “{listName}”. <RouterLink to="/dashboard/data">See every data table</RouterLink>.
        </Alert>
      )}
      {list && <ListGrid key={list.name} list={list} />}
    </Container>
  );
}
