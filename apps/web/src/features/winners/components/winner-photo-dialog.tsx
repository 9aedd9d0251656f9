// One winner photo, large in a dialog (Escape or the close button closes it). A chunk of its own,
// fetched when a shopper first opens a photo.
import CloseRounded from '@mui/icons-material/CloseRounded';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '../../../lib/use-translation';
import { ImageWidget } from '../../../components/image-widget';
import { createStaticClasses } from '../../../lib/static-classes';

/** The photo: doubled ('&&'), as the image widget's own class sets its width. */
const useClasses = createStaticClasses('winner-dialog-photo', (theme) => ({
  photo: { '&&': { width: '85vw', [theme.breakpoints.up('md')]: { width: 560 } } },
}));

export interface WinnerPhotoDialogProps {
  images: string[];
  /** The index of the photo shown, or null while the dialog is closed. */
  open: number | null;
  onClose: () => void;
}

export function WinnerPhotoDialog({ images, open, onClose }: WinnerPhotoDialogProps) {
  const { t } = useTranslation();
  const count = images.length;
  const css = useClasses();
  return (
    <Dialog open={open !== null} onClose={onClose} maxWidth="md" aria-label={t('winners.photoLabel', { index: (open ?? 0) + 1, count })}>
      <IconButton
        onClick={onClose}
        aria-label={t('winners.closePhoto')}
        sx={{ position: 'absolute', right: 8, top: 8, zIndex: 1, bgcolor: 'background.paper' }}
      >
        <CloseRounded />
      </IconButton>
      {open !== null && (
        <ImageWidget
          src={images[open]}
          alt={t('winners.photoLabel', { index: open + 1, count })}
          fit="contain"
          aspectRatio="4 / 5"
          eager
          className={css.photo}
        />
      )}
    </Dialog>
  );
}
