// The item page's gallery: the main image and the additional images, one large view with
// previous/next buttons and a row of thumbnails. Left/Right (and Home/End) move through the
// images while focus is anywhere inside the gallery.
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { Image } from '@blitz/contract';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ImageWidget } from '../../../components/image-widget';
import { IconButton } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import styles from './item-gallery.module.css';

export interface ItemGalleryProps {
  title: string;
  images: Image[];
}

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
    <section aria-roledescription={t('item.gallery')} aria-label={t('item.galleryOf', { title })} onKeyDown={onKeyDown}>
      <div className={styles.stage}>
        <ImageWidget
          src={current?.full ?? null}
          alt={count > 1 ? t('item.imageOf', { title, index: index + 1, count }) : title}
          fit="contain"
          frame="light"
          eager
        />
        {count > 1 && (
          <>
            <IconButton aria-label={t('item.previousImage')} onClick={() => go(index - 1)} className={cx(styles.nav, styles.previous)}>
              <ChevronLeft aria-hidden />
            </IconButton>
            <IconButton aria-label={t('item.nextImage')} onClick={() => go(index + 1)} className={cx(styles.nav, styles.next)}>
              <ChevronRight aria-hidden />
            </IconButton>
          </>
        )}
      </div>
      {count > 1 && (
        <div className={styles.thumbnails} role="group" aria-label={t('item.thumbnails')}>
          {images.map((image, i) => (
            <button
              type="button"
              key={`${image.full}-${i}`}
              onClick={() => setIndex(i)}
              aria-label={t('item.showImage', { index: i + 1, count })}
              aria-current={i === index ? 'true' : undefined}
              className={styles.thumbnail}
            >
              <ImageWidget src={image.thumb ?? image.full} alt="" frame="light" />
            </button>
          ))}
        </div>
      )}
    </section>
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
