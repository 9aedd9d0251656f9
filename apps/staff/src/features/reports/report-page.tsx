// One report: the message and who sent it, its status, the notes and replies so far, and forms
// for a note (staff only) and a reply (emailed to the reporter).
import { REPORT_STATUSES, staffReportTextBodySchema, type ReportStatus, type StaffReport } from '@blitz/contract';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { menuOptions } from '../../components/menu-options';
import { RecordPage } from '../../components/record-page';
import { usePageTitle } from '../../lib/page-title';
import { useReport, useReportNote, useReportReply, useReportStatus } from './api/report-calls';

function TextForm({ report, kind }: { report: StaffReport; kind: 'note' | 'reply' }) {
  const note = useReportNote();
  const reply = useReportReply();
  const change = kind === 'note' ? note : reply;
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffReportTextBodySchema.safeParse({ id: report.id, body });
    setProblem(parsed.success ? null : 'Blank message cannot be submitted.');
    if (parsed.success) change.mutate(parsed.data, { onSuccess: () => setBody('') });
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1}>
      <TextField
        label={kind === 'note' ? 'Note for staff' : `Reply to ${report.email}`}
        multiline
        minRows={3}
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      <Box>
        <Button type="submit" variant={kind === 'reply' ? 'contained' : 'outlined'} disabled={change.isPending}>
          {kind === 'note' ? 'Add note' : 'Send reply by email'}
        </Button>
      </Box>
      {problem && <Alert severity="error">{problem}</Alert>}
      {change.isSuccess && <Alert severity="success">{kind === 'note' ? 'Note added.' : 'Reply sent.'}</Alert>}
      <ErrorAlert error={change.error} />
    </Stack>
  );
}

export function ReportPage() {
  const id = Number(useParams().id);
  usePageTitle(`Report ${id}`);
  const report = useReport(id);
  const status = useReportStatus();
  const r = report.data;
  return (
    <RecordPage
      back={{ to: '/reports', label: 'All reports' }}
      title={`Report #${id}`}
      error={report.error ?? status.error}
      pending={report.isPending}
    >
      {r && (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 1 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                <strong>{r.fullName}</strong> · {r.email} · {r.cellNumber}
                <br />
                {new Date(r.createdAt).toLocaleString('en-ZA')}
              </Typography>
              <TextField
                select
                label="Status"
                value={r.status}
                onChange={(e) => status.mutate({ id: r.id, status: e.target.value as ReportStatus })}
                sx={{ minWidth: 160 }}
              >
                {menuOptions(REPORT_STATUSES)}
              </TextField>
            </Stack>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.message}</Typography>
          </Paper>
          {r.notes.map((n) => (
            <Paper key={n.id} variant="outlined" sx={{ p: 2, bgcolor: n.kind === 'reply' ? 'action.hover' : undefined }}>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {n.kind === 'reply' ? 'Reply emailed' : 'Note'} by {n.staffEmail ?? 'staff'} ·{' '}
                {new Date(n.createdAt).toLocaleString('en-ZA')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{n.body}</Typography>
            </Paper>
          ))}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={3}>
              <TextForm report={r} kind="reply" />
              <TextForm report={r} kind="note" />
            </Stack>
          </Paper>
        </Stack>
      )}
    </RecordPage>
  );
}
