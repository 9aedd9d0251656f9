// The winner photos' strip while the photos load (the winners page's loading state): placeholders
// of the photos' size, so the cards below stay where the answer puts them. A file of its own, so the
// home page's recent winnings go without it.
import { Skeleton } from '../../../ui/skeleton';
import { cx } from '../../../ui/cx';
import { PhotosSection, STRIP_CLASSES } from './winner-photos';
import styles from './winner-photos-skeleton.module.css';

/** Placeholders the strip holds while the photos load. */
const LOADING_PHOTOS = 8;

export function WinnerPhotosSkeleton() {
  return (
    <PhotosSection>
      <div className={cx(STRIP_CLASSES.strip, styles.strip)} aria-hidden>
        {Array.from({ length: LOADING_PHOTOS }, (_, index) => (
          <div key={index} className={STRIP_CLASSES.tile}>
            <Skeleton shape="rounded" className={styles.photo} />
          </div>
        ))}
      </div>
    </PhotosSection>
  );
}
