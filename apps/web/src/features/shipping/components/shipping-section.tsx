// The dashboard's shipping section (SPEC.md section 2, page=shipping): the user's delivery
// addresses as cards, with adding, editing and deleting (after a confirmation), and loading,
// error and empty states.
import AddRounded from '@mui/icons-material/AddRounded';
import LocalShippingRounded from '@mui/icons-material/LocalShippingRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_SHIPPING_PROFILES, type ShippingFields, type ShippingProfile } from '@blitz/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useApiErrorDialog } from '../../../components/dialogs/use-api-error-dialog';
import { useDialogs } from '../../../components/dialogs/dialog-provider';
import type { ApiResult } from '../../../lib/api-client';
import { deleteShippingProfile, saveShippingProfile } from '../api/save-shipping-profile';
import { SHIPPING_PROFILES_KEY, useShippingProfiles } from '../api/use-shipping-profiles';
import { lazyWithReload } from '../../../lib/chunk-reload';

/**
 * The form checks its fields with the contract's schema, so zod loads with it: not with the page,
 * but as soon as a pointer or the keyboard reaches a button that opens it, so that it is mostly
 * there by the click.
 */
const loadForm = () => import('./shipping-form-dialog');
const ShippingFormDialog = lazyWithReload(() => loadForm().then((m) => ({ default: m.ShippingFormDialog })));
/** Loads the form ahead; a failure is left to the form's own load, which reloads the page or says so. */
const prefetchForm = () => void loadForm().catch(() => undefined);
const openerProps = { onPointerEnter: prefetchForm, onFocus: prefetchForm };

type Editing = { profile?: ShippingProfile } | null;

export function ShippingSection() {
  const { t } = useTranslation();
  const query = useShippingProfiles();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorDialog();
  const { showError } = useDialogs();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ShippingProfile | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<ApiResult<null>>, done: () => void) => {
    setBusy(true);
    try {
      const result = await call();
      if (result.kind === 'empty') {
        done();
        await queryClient.invalidateQueries({ queryKey: SHIPPING_PROFILES_KEY });
      } else if (result.kind === 'error' && result.status === 422)
        showError({ message: t('shipping.limit', { count: MAX_SHIPPING_PROFILES }) });
      else if (result.kind === 'error') showApiError(result);
      else showError({ message: t('shipping.failed') });
    } finally {
      setBusy(false);
    }
  };

  const save = (fields: ShippingFields) =>
    void run(
      () => saveShippingProfile(fields, editing?.profile?.id),
      () => setEditing(null),
    );
  const remove = (profile: ShippingProfile) =>
    void run(
      () => deleteShippingProfile(profile.id),
      () => setDeleting(null),
    );
  const profiles = query.data ?? [];
  const add = (
    <Button
      variant="contained"
      startIcon={<AddRounded />}
      onClick={() => setEditing({})}
      {...openerProps}
      disabled={profiles.length >= MAX_SHIPPING_PROFILES}
    >
      {t('shipping.add')}
    </Button>
  );

  return (
    <Box sx={{ mt: 2 }}>
      {query.isPending && <Skeleton variant="rounded" height={160} aria-label={t('shipping.loading')} />}
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {t('shipping.retry')}
            </Button>
          }
        >
          {t('shipping.loadFailed')}
        </Alert>
      )}
      {query.isSuccess && profiles.length === 0 && (
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
          <LocalShippingRounded sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
          <Typography variant="h6" component="p">
            {t('shipping.emptyTitle')}
          </Typography>
          <Typography color="text.secondary">{t('shipping.emptyBody')}</Typography>
          {add}
        </Stack>
      )}
      {query.isSuccess && profiles.length > 0 && (
        <>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}>
            <Typography color="text.secondary">{t('shipping.count', { count: profiles.length })}</Typography>
            {add}
          </Stack>
          <Box
            component="ul"
            aria-label={t('shipping.listLabel')}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {profiles.map((profile) => (
              <Paper component="li" variant="outlined" key={profile.id} sx={{ p: 2 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {profile.title}
                </Typography>
                <Typography>{profile.recipientName}</Typography>
                <Typography color="text.secondary">
                  {[profile.streetAddress, profile.complex, profile.suburb, profile.city].filter(Boolean).join(', ')}
                </Typography>
                <Typography color="text.secondary">
                  {profile.province}, {profile.postalCode}, {profile.country}
                </Typography>
                <Typography color="text.secondary">{profile.recipientMobile}</Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setEditing({ profile })}
                    {...openerProps}
                    aria-label={t('shipping.editNamed', { title: profile.title })}
                  >
                    {t('shipping.edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(profile)}
                    aria-label={t('shipping.deleteNamed', { title: profile.title })}
                  >
                    {t('shipping.delete')}
                  </Button>
                </Stack>
              </Paper>
            ))}
          </Box>
        </>
      )}
      <Suspense fallback={null}>
        {editing && <ShippingFormDialog open profile={editing.profile} saving={busy} onSave={save} onClose={() => setEditing(null)} />}
      </Suspense>
      <Dialog
        open={deleting !== null}
        onClose={busy ? undefined : () => setDeleting(null)}
        aria-labelledby="shipping-delete-title"
        aria-describedby="shipping-delete-text"
      >
        <DialogTitle id="shipping-delete-title" component="h2">
          {t('shipping.deleteTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="shipping-delete-text">{t('shipping.deleteBody', { title: deleting?.title ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setDeleting(null)} disabled={busy} autoFocus>
            {t('shipping.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => deleting && remove(deleting)} disabled={busy}>
            {t('shipping.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
