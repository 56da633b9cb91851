import { MARKETPLACE_TIME_ZONE } from '../../../shared/format/marketplace-time';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { allInvoices, moveInvoice, useInvoices, type Invoice, type InvoiceStatus } from '../../api/staff/reports-api';
import { LoadFailure } from '../../components/load-failure';
import { invoiceMoves } from '../../../shared/invoice-moves';
import { invoiceStatusLabel } from '../../../shared/invoice-statuses';
import { downloadCsv } from './csv-file';
import { money } from './report-section';
import { ScrollingTableBox } from './scrolling-table-box';

/** Invoices a page, as the staff lists offer (the server gives 100 at most). */
const PAGE_SIZES = [25, 50, 100] as const;

const HEADER = ['Invoice', 'Organization', 'Role', 'Candidate', 'First-year salary', 'Tier', 'Fee', 'Status', 'Created'] as const;

function cells(invoice: Invoice): (string | number)[] {
  return [
    invoice.id,
    invoice.employerName ?? 'Deleted organization',
    invoice.roleTitle ?? 'Deleted role',
    invoice.candidate ?? 'Deleted account',
    money(invoice.firstYearSalary),
    invoice.tierTitle ?? 'None',
    money(invoice.amount),
    invoiceStatusLabel(invoice.status),
    new Date(invoice.createdAt).toLocaleDateString('en-US', { timeZone: MARKETPLACE_TIME_ZONE }),
  ];
}

/**
 * The placement-fee invoices of the organization chosen (all when none), a page at a time, each with the moves it
 * allows; the CSV has every one of them.
 */
export function InvoicesSection({ employer, onMoved }: { employer: string | undefined; onMoved: () => void }) {
  // Another organization starts again on its first page.
  const [paging, setPaging] = useState<{ employer: string | undefined; page: number; pageSize: number }>({ employer, page: 0, pageSize: PAGE_SIZES[0] });
  const page = paging.employer === employer ? paging.page : 0;
  const invoices = useInvoices(employer, page + 1, paging.pageSize);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    setProblem(null);
    try {
      downloadCsv('invoices', HEADER, (await allInvoices(employer)).map(cells));
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setExporting(false);
    }
  };
  const move = async (invoice: Invoice, to: InvoiceStatus) => {
    setBusy(invoice.id);
    setProblem(null);
    try {
      await moveInvoice(invoice.id, to);
      await invoices.mutate();
      onMoved();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const shown = invoices.data?.results ?? [];
  const total = invoices.data?.count ?? 0;
  return (
    <Paper component="section" aria-labelledby="report-invoices" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="report-invoices" component="h2" variant="h5">
          Invoices
        </Typography>
        <Button variant="outlined" onClick={() => void exportCsv()} disabled={total === 0 || exporting} aria-label="Export CSV: Invoices">
          Export CSV
        </Button>
      </Box>
      {invoices.error && <LoadFailure what="The invoices could not be loaded." message={invoices.error.message} onRetry={() => void invoices.mutate()} />}
      {problem && (
        <Typography role="alert" color="error" sx={{ mb: 1 }}>
          {problem}
        </Typography>
      )}
      {invoices.data && total === 0 && <Typography color="text.secondary">No hires have been invoiced yet.</Typography>}
      {invoices.data && total > 0 && (
        <ScrollingTableBox label="Invoices table">
          <Table size="small" aria-label="Invoices">
            <TableHead>
              <TableRow>
                {HEADER.map((name) => (
                  <TableCell key={name}>{name}</TableCell>
                ))}
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((invoice) => (
                <TableRow key={invoice.id}>
                  {cells(invoice).map((value, column) => (
                    <TableCell key={column}>{value}</TableCell>
                  ))}
                  <TableCell>
                    {invoiceMoves(invoice.status).map(({ to, label }) => (
                      <Button
                        key={to}
                        size="small"
                        disabled={busy !== null}
                        onClick={() => void move(invoice, to)}
                        aria-label={`${label}: invoice ${invoice.id}`}
                      >
                        {label}
                      </Button>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={total}
            page={page}
            rowsPerPage={paging.pageSize}
            rowsPerPageOptions={[...PAGE_SIZES]}
            onPageChange={(_event, next) => setPaging({ ...paging, employer, page: next })}
            onRowsPerPageChange={(event) => setPaging({ employer, page: 0, pageSize: Number(event.target.value) })}
          />
        </ScrollingTableBox>
      )}
    </Paper>
  );
}
