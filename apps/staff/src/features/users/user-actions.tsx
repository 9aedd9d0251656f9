// What staff do to a shopper: a Blitz adjustment with a reason (support up to the contract's
// limit), ban or unban, and a new password link.
import { mayAdjust, staffAdjustBodySchema, SUPPORT_ADJUSTMENT_LIMIT, type StaffUser } from '@blitz/contract';
import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { FormAlerts } from '../../components/form-alerts';
import { useSession } from '../../lib/session';
import { useAdjustBlitz, useBan, useSendSetup } from './api/user-calls';

export function AdjustForm({ user }: { user: StaffUser }) {
  const { staff } = useSession();
  const adjust = useAdjustBlitz();
  const [delta, setDelta] = useState('');
  const [pot, setPot] = useState<'free' | 'paid'>('free');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffAdjustBodySchema.safeParse({ id: user.id, delta: Number(delta), paid: pot === 'paid', reason });
    if (!/^-?\d+$/.test(delta.trim()) || !parsed.success) {
      setProblem('Enter a whole number of Blitz other than 0 and a reason of at least 3 characters.');
      return;
    }
    if (staff && !mayAdjust(staff.role, parsed.data.delta)) {
      setProblem(`Support staff adjust at most ${SUPPORT_ADJUSTMENT_LIMIT} Blitz per shopper a day.`);
      return;
    }
    setProblem(null);
    adjust.mutate(parsed.data, { onSuccess: () => (setDelta(''), setReason('')) });
  };
  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={submit} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Adjust Blitz
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <TextField
          label="Blitz (+ or -)"
          value={delta}
          onChange={(e) => setDelta(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: { md: 140 } }}
        />
        <TextField select label="Pot" value={pot} onChange={(e) => setPot(e.target.value as 'free' | 'paid')} sx={{ minWidth: 120 }}>
          <MenuItem value="free">Free</MenuItem>
          <MenuItem value="paid">Paid</MenuItem>
        </TextField>
        <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} sx={{ flexGrow: 1 }} />
        <Button type="submit" variant="contained" disabled={adjust.isPending}>
          Adjust
        </Button>
      </Stack>
      <FormAlerts
        problem={problem}
        success={adjust.isSuccess && `Balance now ${adjust.data.freeBlitz} free + ${adjust.data.paidBlitz} paid Blitz.`}
        error={adjust.error}
      />
    </Paper>
  );
}

export function AccountActions({ user }: { user: StaffUser }) {
  const ban = useBan();
  const send = useSendSetup();
  const [reason, setReason] = useState('');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Account
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        {!user.banned && <TextField label="Reason for the ban" value={reason} onChange={(e) => setReason(e.target.value)} />}
        <Button
          variant={user.banned ? 'outlined' : 'contained'}
          color={user.banned ? 'primary' : 'error'}
          disabled={ban.isPending}
          onClick={() => ban.mutate({ id: user.id, banned: !user.banned, reason: reason.trim() || null })}
        >
          {user.banned ? 'Unban' : 'Ban (ends their sessions)'}
        </Button>
        <Button variant="outlined" disabled={send.isPending} onClick={() => send.mutate(user.id)}>
          Email a password setup link
        </Button>
      </Stack>
      <FormAlerts success={send.isSuccess && `The link is on its way to ${user.email}.`} error={ban.error ?? send.error} />
    </Paper>
  );
}
