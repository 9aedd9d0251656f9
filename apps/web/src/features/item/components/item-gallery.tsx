// The item page's gallery: the main image and the additional images, one large view with
// previous/next buttons and a row of thumbnails. Left/Right (and Home/End) move through the
// images while focus is anywhere inside the gallery.
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import type { Image } from '@blitz/contract';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ImageWidget } from '../../../components/image-widget';

export interface ItemGalleryProps {
  title: string;
  images: Image[];
}

const navButtonSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: (theme: { palette: { background: { paper: string } } }) => alpha(theme.palette.background.paper, 0.85),
  '&:hover': { bgcolor: 'background.paper' },
  boxShadow: 2,
} as const;

export function ItemGallery({ title, images }: ItemGalleryProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, Math.max(count - 1, 0))];
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  return (
    <Box component="section" aria-roledescription={t('item.gallery')} aria-label={t('item.galleryOf', { title })} onKeyDown={onKeyDown}>
      <Box sx={{ position: 'relative', borderRadius: 4, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <ImageWidget
          src={current?.full ?? null}
          alt={count > 1 ? t('item.imageOf', { title, index: index + 1, count }) : title}
          fit="contain"
          frame="light"
          eager
        />
        {count > 1 && (
          <>
            <IconButton aria-label={t('item.previousImage')} onClick={() => go(index - 1)} sx={{ ...navButtonSx, left: 8 }}>
              <ChevronLeftRounded />
            </IconButton>
            <IconButton aria-label={t('item.nextImage')} onClick={() => go(index + 1)} sx={{ ...navButtonSx, right: 8 }}>
              <ChevronRightRounded />
            </IconButton>
          </>
        )}
      </Box>
      {count > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, overflowX: 'auto', pb: 0.5 }} role="group" aria-label={t('item.thumbnails')}>
          {images.map((image, i) => (
            <ButtonBase
              key={`${image.full}-${i}`}
              onClick={() => setIndex(i)}
              aria-label={t('item.showImage', { index: i + 1, count })}
              aria-current={i === index ? 'true' : undefined}
              sx={{
                flex: '0 0 auto',
                width: { xs: 64, md: 80 },
                borderRadius: 2,
                overflow: 'hidden',
                border: 2,
                borderColor: i === index ? 'primary.main' : 'transparent',
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <ImageWidget src={image.thumb ?? image.full} alt="" frame="light" />
            </ButtonBase>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The main image first, then the additional ones, without repeats. */
export function galleryImages(mainImage: Image | null, additional: Image[]): Image[] {
  const seen = new Set<string>();
  const list: Image[] = [];
  for (const image of [mainImage, ...additional]) {
    if (!image || seen.has(image.full)) continue;
    seen.add(image.full);
    list.push(image);
  }
  return list;
}
