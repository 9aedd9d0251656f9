// Owners read the audit log: every staff change with who made it, before and after, newest first,
// filtered by action, target and time.
import type { StaffBody } from '@blitz/contract';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListView } from '../../components/list-view';
import { usePageTitle } from '../../lib/page-title';
import { callStaff } from '../../lib/staff-api';

const PAGE_SIZE = 50;
const show = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 1));

export function AuditPage() {
  usePageTitle('Audit log');
  const [action, setAction] = useState('');
  const [targetType, setTargetType] = useState('');
  const [targetId, setTargetId] = useState('');
  const [from, setFrom] = useState('');
  const [page, setPage] = useState(1);
  const filter: StaffBody<'/audit/list'> = {
    action: action.trim() || null,
    targetType: targetType.trim() || null,
    targetId: targetId.trim() || null,
    from: from ? new Date(from).toISOString() : null,
    pageNumber: page,
    pageSize: PAGE_SIZE,
  };
  const audit = useQuery({
    queryKey: ['staff', 'audit', filter],
    queryFn: () => callStaff('/audit/list', filter),
    placeholderData: keepPreviousData,
  });
  const set = (setter: (value: string) => void) => (event: { target: { value: string } }) => {
    setter(event.target.value);
    setPage(1);
  };
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Audit log
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField label="Action" placeholder="auction.update" value={action} onChange={set(setAction)} />
        <TextField label="Target type" placeholder="auction" value={targetType} onChange={set(setTargetType)} />
        <TextField label="Target id" value={targetId} onChange={set(setTargetId)} />
        <TextField label="From" type="datetime-local" value={from} onChange={set(setFrom)} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      <ListView
        error={audit.error}
        pending={audit.isPending}
        count={audit.data?.entries.length}
        empty="No change matches."
        total={audit.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={setPage}
      >
        <Table size="small" aria-label="Audit log">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>What</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Before</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>After</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(audit.data?.entries ?? []).map((e) => (
              <TableRow key={e.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(e.createdAt).toLocaleString('en-ZA')}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{e.staffEmail ?? 'command line'}</TableCell>
                <TableCell>
                  {e.action} {e.targetType} {e.targetId ? `#${e.targetId}` : ''}
                </TableCell>
                {[e.before, e.after].map((value, index) => (
                  <TableCell key={index} sx={{ display: { xs: 'none', md: 'table-cell' }, verticalAlign: 'top' }}>
                    <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 360 }}>
                      {show(value)}
                    </Box>
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListView>
    </>
  );
}
