// The reports inbox: 'report a problem' messages, new ones first, filtered by status and text.
import { REPORT_STATUSES, type ReportStatus, type StaffReportPage } from '@blitz/contract';
import { Chip, MenuItem, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ListPage, type ListColumn } from '../../components/list-page';
import { menuOptions } from '../../components/menu-options';
import { textOrNull, useListFilters } from '../../lib/use-list-filters';
import { useReports } from './api/report-calls';

const PAGE_SIZE = 25;

const COLUMNS: ListColumn<StaffReportPage['reports'][number]>[] = [
  {
    header: 'From',
    sx: { overflowWrap: 'anywhere' },
    cell: (r) => <RouterLink to={`/reports/${r.id}`}>{r.fullName}</RouterLink>,
  },
  {
    header: 'Message',
    sx: { maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    cell: (r) => r.message,
  },
  {
    header: 'Status',
    cell: (r) => <Chip size="small" label={r.status} color={r.status === 'new' ? 'warning' : r.status === 'closed' ? 'default' : 'info'} />,
  },
  { header: 'Received', from: 'sm', sx: { whiteSpace: 'nowrap' }, cell: (r) => new Date(r.createdAt).toLocaleString('en-ZA') },
];

export function ReportsPage() {
  const list = useListFilters({ status: '' as ReportStatus | '', query: '' }, PAGE_SIZE);
  const reports = useReports({ status: list.filters.status || null, query: textOrNull(list.filters.query), ...list.pageFields });
  return (
    <ListPage
      title="Reports"
      filters={
        <>
          <TextField select label="Status" {...list.field('status')}>
            <MenuItem value="">Any</MenuItem>
            {menuOptions(REPORT_STATUSES)}
          </TextField>
          <TextField label="Search name, email or message" type="search" {...list.field('query')} />
        </>
      }
      columns={COLUMNS}
      rowKey={(r) => r.id}
      rows={reports.data?.reports}
      total={reports.data?.total}
      pending={reports.isPending}
      error={reports.error}
      empty="No report matches."
      paging={list.paging}
    />
  );
}
