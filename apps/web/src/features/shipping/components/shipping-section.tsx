// The dashboard's shipping section (SPEC.md section 2, page=shipping): the user's delivery
// addresses as cards, with adding, editing and deleting (after a confirmation), and loading,
// error and empty states.
import Plus from 'lucide-react/icons/plus';
import Truck from 'lucide-react/icons/truck';
import { MAX_SHIPPING_PROFILES, type ShippingFields, type ShippingProfile } from '@blitz/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useApiErrorDialog } from '../../../components/dialogs/use-api-error-dialog';
import { useDialogs } from '../../../components/dialogs/dialog-provider';
import { RetryAlert } from '../../../components/retry-alert';
import type { ApiResult } from '../../../lib/api-client';
import { deleteShippingProfile, saveShippingProfile } from '../api/save-shipping-profile';
import { SHIPPING_PROFILES_KEY, useShippingProfiles } from '../api/use-shipping-profiles';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Skeleton } from '../../../ui/skeleton';
import { Stack } from '../../../ui/stack';
import { Surface } from '../../../ui/surface';
import { Text } from '../../../ui/text';
import styles from './shipping-section.module.css';

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
      startIcon={<Plus aria-hidden />}
      onClick={() => setEditing({})}
      {...openerProps}
      disabled={profiles.length >= MAX_SHIPPING_PROFILES}
    >
      {t('shipping.add')}
    </Button>
  );

  return (
    <div className={styles.section}>
      {query.isPending && (
        // The placeholder is named for assistive technology, which the skeleton itself is hidden from.
        <div role="progressbar" aria-label={t('shipping.loading')}>
          <Skeleton shape="rounded" className={styles.placeholder} />
        </div>
      )}
      {query.isError && (
        <RetryAlert retryLabel={t('shipping.retry')} onRetry={() => void query.refetch()}>
          {t('shipping.loadFailed')}
        </RetryAlert>
      )}
      {query.isSuccess && profiles.length === 0 && (
        <Stack spacing={1.5} align="center" className={styles.empty}>
          <Truck size={48} className={styles.emptyIcon} aria-hidden />
          <Text variant="h6" component="p">
            {t('shipping.emptyTitle')}
          </Text>
          <Text color="text.secondary">{t('shipping.emptyBody')}</Text>
          {add}
        </Stack>
      )}
      {query.isSuccess && profiles.length > 0 && (
        <>
          <Stack direction="row" spacing={1} justify="between" align="center" wrap className={styles.toolbar}>
            <Text color="text.secondary">{t('shipping.count', { count: profiles.length })}</Text>
            {add}
          </Stack>
          <ul aria-label={t('shipping.listLabel')} className={styles.list}>
            {profiles.map((profile) => (
              <Surface component="li" key={profile.id} className={styles.card}>
                <Text variant="subtitle1" component="h3" className={styles.cardTitle}>
                  {profile.title}
                </Text>
                <Text>{profile.recipientName}</Text>
                <Text color="text.secondary">
                  {[profile.streetAddress, profile.complex, profile.suburb, profile.city].filter(Boolean).join(', ')}
                </Text>
                <Text color="text.secondary">
                  {profile.province}, {profile.postalCode}, {profile.country}
                </Text>
                <Text color="text.secondary">{profile.recipientMobile}</Text>
                <Stack direction="row" spacing={1} className={styles.cardActions}>
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
              </Surface>
            ))}
          </ul>
        </>
      )}
      <Suspense fallback={null}>
        {editing && <ShippingFormDialog open profile={editing.profile} saving={busy} onSave={save} onClose={() => setEditing(null)} />}
      </Suspense>
      <Dialog
        open={deleting !== null}
        onClose={busy ? () => undefined : () => setDeleting(null)}
        maxWidth="xs"
        title={t('shipping.deleteTitle')}
        description={t('shipping.deleteBody', { title: deleting?.title ?? '' })}
        actions={
          <>
            <Button onClick={() => setDeleting(null)} disabled={busy} autoFocus>
              {t('shipping.cancel')}
            </Button>
            <Button color="error" variant="contained" onClick={() => deleting && remove(deleting)} disabled={busy}>
              {t('shipping.delete')}
            </Button>
          </>
        }
      />
    </div>
  );
}
