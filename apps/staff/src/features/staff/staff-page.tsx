// Owners manage staff: add an account (its setup link is emailed), change a role, disable or
// enable an account (either ends its sessions), and send a new setup link.
import { STAFF_ROLES, staffCreateBodySchema, type StaffMember, type StaffRole } from '@blitz/contract';
import { Alert, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { menuOptions } from '../../components/menu-options';
import { RowsTable, type ListColumn } from '../../components/rows-table';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { callStaff, StaffApiError } from '../../lib/staff-api';

const KEY = ['staff', 'accounts'] as const;

const stateOf = (s: StaffMember) => (s.active ? 'active' : s.setUp ? 'disabled' : 'invited');

export function StaffPage() {
  usePageTitle('Staff');
  const { staff: me } = useSession();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: () => callStaff('/staff/list', {}) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const create = useMutation({
    mutationFn: (body: { email: string; role: StaffRole }) => callStaff('/staff/create', body),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (body: { id: number; role?: StaffRole; active?: boolean }) => callStaff('/staff/update', body),
    onSuccess: refresh,
  });
  const resend = useMutation({ mutationFn: (id: number) => callStaff('/staff/resend-setup', { id }) });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('operator');
  const [emailError, setEmailError] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffCreateBodySchema.safeParse({ email, role });
    if (!parsed.success || !/^\S+@\S+\.\S+$/.test(email.trim())) {
      setEmailError('Email is invalid');
      return;
    }
    setEmailError(null);
    create.mutate(parsed.data, { onSuccess: () => setEmail('') });
  };
  const changeError =
    update.error instanceof StaffApiError && update.error.status === 422 ? 'The shop needs at least one active owner.' : null;

  const columns: ListColumn<StaffMember>[] = [
    {
      header: 'Email',
      sx: { overflowWrap: 'anywhere' },
      cell: (s) => (
        <>
          {s.email}
          <Chip size="small" label={stateOf(s)} sx={{ display: { xs: 'inline-flex', sm: 'none' }, ml: 0.5 }} />
        </>
      ),
    },
    {
      header: 'Role',
      cell: (s) => (
        <TextField
          select
          value={s.role}
          onChange={(e) => update.mutate({ id: s.id, role: e.target.value as StaffRole })}
          slotProps={{ htmlInput: { 'aria-label': `Role of ${s.email}` } }}
          sx={{ minWidth: 120 }}
        >
          {menuOptions(STAFF_ROLES)}
        </TextField>
      ),
    },
    { header: 'State', from: 'sm', cell: (s) => <Chip size="small" label={stateOf(s)} color={s.active ? 'success' : 'default'} /> },
    {
      header: 'Actions',
      align: 'right',
      cell: (s) => (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'flex-end' }}>
          {s.id !== me?.id && (
            <Button size="small" onClick={() => update.mutate({ id: s.id, active: !(s.active || !s.setUp) })}>
              {s.active || !s.setUp ? 'Disable' : 'Enable'}
            </Button>
          )}
          <Button size="small" onClick={() => resend.mutate(s.id)}>
            Send setup link
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Staff
      </Typography>
      <Paper component="form" variant="outlined" noValidate onSubmit={add} sx={{ p: 2, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Add a staff member
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={!!emailError}
            helperText={emailError}
          />
          <TextField select label="Role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)} sx={{ maxWidth: { sm: 200 } }}>
            {menuOptions(STAFF_ROLES)}
          </TextField>
          <Button type="submit" variant="contained" disabled={create.isPending} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            Add and email link
          </Button>
        </Stack>
        {create.isSuccess && (
          <Alert severity="success" sx={{ mt: 1.5 }}>
            Account created; the setup link is on its way.
          </Alert>
        )}
        {create.error instanceof StaffApiError && create.error.status === 409 ? (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            That email already has a staff account.
          </Alert>
        ) : (
          <ErrorAlert error={create.error} />
        )}
      </Paper>
      {changeError ? <Alert severity="error">{changeError}</Alert> : <ErrorAlert error={update.error ?? resend.error ?? list.error} />}
      {resend.isSuccess && <Alert severity="success">A new setup link was emailed.</Alert>}
      {list.isPending ? <Loading /> : <RowsTable label="Staff accounts" columns={columns} rows={list.data ?? []} />}
    </>
  );
}
