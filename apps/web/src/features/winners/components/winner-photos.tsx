// Photos that winners shared of what they won: a scrollable strip of images; each opens large in
// a dialog (Escape or the close button closes it).
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageWidget } from '../../../components/image-widget';

export function WinnerPhotos({ images }: { images: string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const count = images.length;
  return (
    <Box component="section" aria-labelledby="winner-photos-title">
      <Typography id="winner-photos-title" variant="h5" component="h2" sx={{ mb: 0.5 }}>
        {t('winners.photosTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('winners.photosSubtitle')}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', listStyle: 'none', m: 0, p: 0, pb: 1 }}>
        {images.map((src, i) => (
          <Box component="li" key={`${src}-${i}`} sx={{ flex: '0 0 auto', width: { xs: 150, md: 200 } }}>
            <ButtonBase
              onClick={() => setOpen(i)}
              aria-label={t('winners.openPhoto', { index: i + 1, count })}
              sx={{
                width: '100%',
                borderRadius: 3,
                overflow: 'hidden',
                display: 'block',
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            >
              <ImageWidget src={src} alt="" aspectRatio="4 / 5" />
            </ButtonBase>
          </Box>
        ))}
      </Box>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        maxWidth="md"
        aria-label={t('winners.photoLabel', { index: (open ?? 0) + 1, count })}
      >
        <IconButton
          onClick={() => setOpen(null)}
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
            sx={{ width: { xs: '85vw', md: 560 } }}
          />
        )}
      </Dialog>
    </Box>
  );
}
