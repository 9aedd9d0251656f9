// The reports inbox: 'report a problem' messages, new ones first, filtered by status and text.
import { REPORT_STATUSES, type ReportStatus, type StaffReportPage } from '@blitz/contract';
import { Chip, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ListPage } from '../../components/list-page';
import { ListRows } from '../../components/list-rows';
import type { ListColumn } from '../../components/rows-table';
import { menuOptions } from '../../components/menu-options';
import { SelectFilter } from '../../components/select-filter';
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
          <SelectFilter label="Status" options={menuOptions(REPORT_STATUSES)} {...list.field('status')} />
          <TextField label="Search name, email or message" type="search" {...list.field('query')} />
        </>
      }
    >
      <ListRows label="Reports" hover columns={COLUMNS} answer={reports} paging={list.paging} empty="No report matches." />
    </ListPage>
  );
}
