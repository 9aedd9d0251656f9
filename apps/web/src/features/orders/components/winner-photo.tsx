// The winner photo of a won item in the order history: add one (the picked image is resized and
// uploaded), change it or remove it, with progress and the error texts of SPEC.md section 8.
import ImagePlus from 'lucide-react/icons/image-plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { ERROR_MESSAGES, type ErrorCode, type OrderItem } from '@blitz/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { Stack } from '../../../ui/stack';
import { removeWinnerPhoto, uploadWinnerPhoto, type PhotoOutcome } from '../api/winner-photo';
import styles from './winner-photo.module.css';

/** A winner may show the item once it is theirs to keep (not while unpaid, not when lost). */
export const canHaveWinnerPhoto = (item: OrderItem) =>
  item.won === true && item.auctionId !== undefined && !['Awaiting Payment', 'Forfeited', 'Cancelled', 'Cart'].includes(item.status);

export function WinnerPhoto({ item }: { item: OrderItem & { auctionId: number } }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [problem, setProblem] = useState<ErrorCode | null>(null);

  const run = async (kind: 'upload' | 'remove', work: () => Promise<PhotoOutcome>) => {
    setBusy(kind);
    setProblem(null);
    const outcome = await work();
    setBusy(null);
    if (outcome.ok) await queryClient.invalidateQueries({ queryKey: ['orders', 'history'] });
    else setProblem(outcome.code);
  };

  const picked = (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (file) void run('upload', () => uploadWinnerPhoto(item.auctionId, file));
  };

  return (
    <Stack spacing={1} align="start">
      <input ref={input} id={inputId} type="file" accept="image/*" hidden onChange={(event) => picked(event.target.files)} />
      <Stack direction="row" spacing={1} wrap>
        <Button
          size="small"
          variant="outlined"
          startIcon={busy === 'upload' ? <Spinner size={16} /> : <ImagePlus aria-hidden />}
          onClick={() => input.current?.click()}
          disabled={busy !== null}
          aria-label={t(item.uploadedPhoto ? 'orders.changePhotoFor' : 'orders.addPhotoFor', { title: item.title })}
        >
          {busy === 'upload' ? t('orders.uploading') : item.uploadedPhoto ? t('orders.changePhoto') : t('orders.addPhoto')}
        </Button>
        {item.uploadedPhoto && (
          <Button
            size="small"
            color="inherit"
            startIcon={busy === 'remove' ? <Spinner size={16} /> : <Trash2 aria-hidden />}
            onClick={() => void run('remove', () => removeWinnerPhoto(item.auctionId))}
            disabled={busy !== null}
            aria-label={t('orders.removePhotoFor', { title: item.title })}
          >
            {t('orders.removePhoto')}
          </Button>
        )}
      </Stack>
      {problem && (
        <Alert severity="error" role="alert" className={styles.problem}>
          {t(`api.${problem}`, { defaultValue: ERROR_MESSAGES[problem] })}
        </Alert>
      )}
    </Stack>
  );
}
