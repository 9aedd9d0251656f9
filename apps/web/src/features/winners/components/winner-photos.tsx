// Photos that winners shared of what they won: a scrollable strip of images; each opens large in
// a dialog (fetched when a photo is first opened, so the home page's first paint goes without it).
// A page can have its first ones load at once (the winners page, which opens on them).
// They ask for a low fetch priority: four photos of some 30 to 45 kB each shared a phone's link with
// the page's largest picture, the first card's, and held it back (issue 15). So the tiles show each
// photo's thumbnail (400x500, the tile's shape, 8 to 14 kB for the demo's) unless the screen is
// dense enough to need the photo itself; the dialog shows the photo.
import { winnerPhotoSrcSet } from '@blitz/contract';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ImageWidget } from '../../../components/image-widget';
import { useOpenedOnce } from '../../../components/opened-once';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { Text } from '../../../ui/text';
import styles from './winner-photos.module.css';

/** A tile's width in CSS px: narrower on a phone, wider from the md breakpoint. */
const TILE_WIDTH = { xs: 150, md: 200 } as const;
/** The theme's md breakpoint in CSS px: MUI's default, which the shop's theme keeps (for the `sizes` attribute, which CSS cannot give). */
const MD_BREAKPOINT_PX = 900;

const WinnerPhotoDialog = lazyWithReload(() => import('./winner-photo-dialog').then((m) => ({ default: m.WinnerPhotoDialog })));

/** The strip's and a tile's classes, for the photos' loading placeholder (winner-photos-skeleton.tsx). */
export const STRIP_CLASSES = { strip: styles.strip, tile: styles.tile } as const;

/** The photos' section: its heading and introduction above `children`. */
export function PhotosSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="winner-photos-title">
      <Text id="winner-photos-title" variant="h5" component="h2" className={styles.title}>
        {t('winners.photosTitle')}
      </Text>
      <Text color="text.secondary" className={styles.subtitle}>
        {t('winners.photosSubtitle')}
      </Text>
      {children}
    </section>
  );
}

export interface WinnerPhotosProps {
  images: string[];
  /** How many leading photos load with the page rather than when they near the screen. */
  eagerCount?: number;
  /** A photo's `srcset` in its tile: its thumbnail's and its own by default. */
  srcSetOf?: (src: string, index: number) => string | undefined;
}

export function WinnerPhotos({ images, eagerCount = 0, srcSetOf = winnerPhotoSrcSet }: WinnerPhotosProps) {
  const { t } = useTranslation();
  // The tile's width, for the browser's pick between thumbnail and photo: the thumbnail, of the
  // tile's shape, fills it at exactly that width (the photo, wider in shape, is cropped to it).
  const sizes = `(min-width: ${MD_BREAKPOINT_PX}px) ${TILE_WIDTH.md}px, ${TILE_WIDTH.xs}px`;
  const [open, setOpen] = useState<number | null>(null);
  const dialogLoaded = useOpenedOnce(open !== null);
  if (images.length === 0) return null;
  const count = images.length;
  return (
    <PhotosSection>
      <ul className={styles.strip}>
        {images.map((src, i) => (
          <li key={`${src}-${i}`} className={styles.tile}>
            <button
              type="button"
              className={styles.button}
              onClick={() => setOpen(i)}
              aria-label={t('winners.openPhoto', { index: i + 1, count })}
            >
              <ImageWidget
                src={src}
                srcSet={srcSetOf(src, i)}
                sizes={sizes}
                alt=""
                aspectRatio="4 / 5"
                eager={i < eagerCount}
                fetchPriority="low"
              />
            </button>
          </li>
        ))}
      </ul>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <WinnerPhotoDialog images={images} open={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </PhotosSection>
  );
}
