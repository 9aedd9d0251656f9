// The centred card the sign-in and setup forms sit in (its title is the page's too), and the form
// itself: its fields, the failed call's text and the submit button. The fields' problems show once
// the form has been sent, and the call is made only when none has one.
import { ERROR_MESSAGES } from '@blitz/contract';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title';
import { StaffApiError } from '../../lib/staff-api';
import { FormSent } from './checked-field';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 420 }} variant="outlined">
        <Typography variant="overline" component="p" sx={{ fontWeight: 800, color: 'primary.main' }}>
          Blitz Auctions staff console
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

/** An auth page's texts: its title, its button's (and while the call runs) and what a refusal (401) says. */
export interface AuthTexts {
  title: string;
  submit: string;
  sending: string;
  refused: string;
}

/** A failed call's text: the page's own for a refusal, the status text of SPEC.md section 8, else the generic one. */
function failureText(error: unknown, refused: string): string | null {
  if (!error) return null;
  if (error instanceof StaffApiError) return error.status === 401 ? refused : error.message;
  return ERROR_MESSAGES.GENERIC_ERROR;
}

export interface AuthFormProps {
  texts: AuthTexts;
  /** No field has a problem: sending makes the call. */
  ready: boolean;
  /** The form's call (a mutation). */
  call: { mutate: () => void; isPending: boolean; error: unknown };
  /** The fields (CheckedField). */
  children: ReactNode;
}

export function AuthForm({ texts, ready, call, children }: AuthFormProps) {
  const [sent, setSent] = useState(false);
  const failure = failureText(call.error, texts.refused);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (ready) call.mutate();
  };
  return (
    <AuthCard title={texts.title}>
      <FormSent value={sent}>
        <Stack component="form" spacing={2} noValidate onSubmit={submit}>
          {children}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={call.isPending}>
            {call.isPending ? texts.sending : texts.submit}
          </Button>
        </Stack>
      </FormSent>
    </AuthCard>
  );
}
