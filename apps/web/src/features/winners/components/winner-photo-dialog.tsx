// One winner photo, large in a dialog (Escape or the close button closes it). A chunk of its own,
// fetched when a shopper first opens a photo.
import { useTranslation } from '../../../lib/use-translation';
import { ImageWidget } from '../../../components/image-widget';
import { Dialog } from '../../../ui/dialog';
import styles from './winner-photo-dialog.module.css';

export interface WinnerPhotoDialogProps {
  images: string[];
  /** The index of the photo shown, or null while the dialog is closed. */
  open: number | null;
  onClose: () => void;
}

export function WinnerPhotoDialog({ images, open, onClose }: WinnerPhotoDialogProps) {
  const { t } = useTranslation();
  const count = images.length;
  const label = t('winners.photoLabel', { index: (open ?? 0) + 1, count });
  return (
    <Dialog
      open={open !== null}
      onClose={onClose}
      maxWidth="md"
      title={label}
      closeLabel={t('winners.closePhoto')}
      className={styles.dialog}
    >
      {open !== null && <ImageWidget src={images[open]} alt={label} fit="contain" aspectRatio="4 / 5" eager className={styles.photo} />}
    </Dialog>
  );
}
