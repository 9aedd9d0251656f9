// Owners read the audit log: every staff change with who made it, before and after, newest first,
// filtered by action, target and time.
import type { AuditEntry } from '@blitz/contract';
import { Box, TextField } from '@mui/material';
import { ListPage } from '../../components/list-page';
import { ListRows } from '../../components/list-rows';
import type { ListColumn } from '../../components/rows-table';
import { useListCall } from '../../lib/use-list-call';
import { textOrNull, useListFilters } from '../../lib/use-list-filters';

const PAGE_SIZE = 50;
const show = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 1));

const json = (value: unknown) => (
  <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 360 }}>
    {show(value)}
  </Box>
);

const COLUMNS: ListColumn<AuditEntry>[] = [
  { header: 'When', sx: { whiteSpace: 'nowrap' }, cell: (e) => new Date(e.createdAt).toLocaleString('en-ZA') },
  { header: 'Who', sx: { wordBreak: 'break-all' }, cell: (e) => e.staffEmail ?? 'command line' },
  { header: 'What', cell: (e) => `${e.action} ${e.targetType} ${e.targetId ? `#${e.targetId}` : ''}` },
  { header: 'Before', from: 'md', sx: { verticalAlign: 'top' }, cell: (e) => json(e.before) },
  { header: 'After', from: 'md', sx: { verticalAlign: 'top' }, cell: (e) => json(e.after) },
];

export function AuditPage() {
  const list = useListFilters({ action: '', targetType: '', targetId: '', from: '' }, PAGE_SIZE);
  const { action, targetType, targetId, from } = list.filters;
  const filter = {
    action: textOrNull(action),
    targetType: textOrNull(targetType),
    targetId: textOrNull(targetId),
    from: from ? new Date(from).toISOString() : null,
    ...list.pageFields,
  };
  const audit = useListCall(['staff', 'audit', filter], '/audit/list', filter, (page) => page.entries);
  return (
    <ListPage
      title="Audit log"
      filters={
        <>
          <TextField label="Action" placeholder="auction.update" {...list.field('action')} />
          <TextField label="Target type" placeholder="auction" {...list.field('targetType')} />
          <TextField label="Target id" {...list.field('targetId')} />
          <TextField label="From" type="datetime-local" {...list.field('from')} slotProps={{ inputLabel: { shrink: true } }} />
        </>
      }
    >
      <ListRows label="Audit log" columns={COLUMNS} answer={audit} paging={list.paging} empty="No change matches." />
    </ListPage>
  );
}
