// The reports inbox: 'report a problem' messages, new ones first, filtered by status and text.
import { REPORT_STATUSES, type ReportStatus } from '@blitz/contract';
import { Chip, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListView } from '../../components/list-view';
import { usePageTitle } from '../../lib/page-title';
import { useReports } from './api/report-calls';

const PAGE_SIZE = 25;

export function ReportsPage() {
  usePageTitle('Reports');
  const [status, setStatus] = useState<ReportStatus | ''>('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const reports = useReports({ status: status || null, query: query.trim() || null, pageNumber: page, pageSize: PAGE_SIZE });
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Reports
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => (setStatus(e.target.value as ReportStatus | ''), setPage(1))}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">Any</MenuItem>
          {REPORT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Search name, email or message"
          type="search"
          value={query}
          onChange={(e) => (setQuery(e.target.value), setPage(1))}
        />
      </Stack>
      <ListView
        error={reports.error}
        pending={reports.isPending}
        count={reports.data?.reports.length}
        empty="No report matches."
        total={reports.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={setPage}
      >
        <Table size="small" aria-label="Reports">
          <TableHead>
            <TableRow>
              <TableCell>From</TableCell>
              <TableCell>Message</TableCell>
              <TableCell>Status</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Received</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(reports.data?.reports ?? []).map((r) => (
              <TableRow key={r.id} hover>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <RouterLink to={`/reports/${r.id}`}>{r.fullName}</RouterLink>
                </TableCell>
                <TableCell sx={{ maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {r.message}
                </TableCell>
                <TableCell>
                  <Chip size="small" label={r.status} color={r.status === 'new' ? 'warning' : r.status === 'closed' ? 'default' : 'info'} />
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                  {new Date(r.createdAt).toLocaleString('en-ZA')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListView>
    </>
  );
}
