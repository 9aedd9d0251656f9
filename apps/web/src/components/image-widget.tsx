// Product and profile images (SPEC.md section 2, "Image widget"): a fixed-ratio frame that shows a
// spinner until the image has loaded and a camera-slash placeholder when it cannot be loaded.
// The frame keeps its size in every state, so grids never jump while images arrive. The spinner
// only turns while its frame is on screen: a lazy image far down a list has not started loading,
// and thirty spinners animating out of sight kept a phone's main thread busy (issue 15).
import CameraOff from 'lucide-react/icons/camera-off';
import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../ui/cx';
import { Spinner } from '../ui/spinner';
import { useTranslation } from '../lib/use-translation';
import { useHydrated } from '../lib/use-hydrated';
import { useOnScreen } from '../lib/use-on-screen';
import styles from './image-widget.module.css';

/** The frame's shapes: the page's policy allows no inline style, so each has its class. */
const ASPECT_RATIOS = { '1 / 1': styles.ratioSquare, '4 / 5': styles.ratioPortrait, '4 / 3': styles.ratioLandscape } as const;
export type ImageAspectRatio = keyof typeof ASPECT_RATIOS;

type LoadState = 'loading' | 'loaded' | 'error';

interface ImageState {
  src: string | null | undefined;
  srcSet: string | undefined;
  load: LoadState;
  withSrcSet: boolean;
}

function initialState(src: string | null | undefined, srcSet: string | undefined): ImageState {
  return { src, srcSet, load: src ? 'loading' : 'error', withSrcSet: Boolean(srcSet) };
}

/** A srcset candidate's address as the browser resolves it; null for one that is not an address (which it skips). */
function resolvedUrl(url: string, base: string): string | null {
  // try/catch rather than URL.canParse, which older browsers the shop supports lack.
  try {
    return new URL(url, base).href;
  } catch {
    return null;
  }
}

/** Whether the element shows a file it asks for: its `src` or one of its `srcset` candidates (a thumbnail, say). */
function showsAskedFile(image: HTMLImageElement): boolean {
  if (image.currentSrc === image.src) return true;
  return image.srcset.split(',').some((candidate) => {
    const [url] = candidate.trim().split(/\s+/);
    return url ? resolvedUrl(url, image.baseURI) === image.currentSrc : false;
  });
}

export interface ImageWidgetProps {
  /** Image URL; null or empty shows the placeholder straight away. */
  src: string | null | undefined;
  /** Already translated description; empty for decorative images. */
  alt: string;
  /** Responsive candidates and their display sizes, e.g. a thumb and the full image. */
  srcSet?: string;
  sizes?: string;
  /** CSS aspect-ratio of the frame: '1 / 1', '4 / 5' or '4 / 3' (another needs its class here). */
  aspectRatio?: ImageAspectRatio;
  fit?: 'cover' | 'contain';
  /** 'light' keeps a pale frame in both themes, for product shots on white backgrounds. */
  frame?: 'theme' | 'light';
  /** Above-the-fold images load eagerly; everything else waits until it nears the viewport. */
  eager?: boolean;
  /** 'low' lets the page's other pictures (its largest) load first, e.g. for a strip of photos beside a listing. */
  fetchPriority?: 'low' | 'auto';
  /** Further styles of the frame (its width, corners, flex), from the caller's CSS Module. */
  className?: string;
}

export function ImageWidget({
  src,
  alt,
  srcSet,
  sizes,
  aspectRatio = '1 / 1',
  fit = 'cover',
  frame = 'theme',
  eager = false,
  fetchPriority,
  className,
}: ImageWidgetProps) {
  const { t } = useTranslation();
  const light = frame === 'light';
  const frameRef = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(frameRef);
  const [state, setState] = useState<ImageState>(() => initialState(src, srcSet));
  // A new source starts over (derived state instead of an effect, so no stale frame flashes).
  const current = state.src === src && state.srcSet === srcSet ? state : initialState(src, srcSet);
  if (current !== state) setState(current);
  const { load, withSrcSet } = current;
  const imageRef = useRef<HTMLImageElement>(null);
  const hydrated = useHydrated();
  // A picture the browser already has (loaded with the server's HTML, before hydration) shows
  // at once, not after a frame of spinner and a fade. Only when the element's current picture is
  // one it asks for (its src, or the srcset's pick, such as a thumbnail): right after a new source
  // is set, complete and naturalWidth still describe the previous picture until the browser has
  // switched (then onLoad says when the new one is there).
  useLayoutEffect(() => {
    const image = imageRef.current;
    if (load === 'loading' && image?.complete && image.naturalWidth > 0 && showsAskedFile(image)) {
      setState((now) => ({ ...now, load: 'loaded' }));
    }
  }, [load]);

  const handleError = () =>
    // A missing responsive candidate (say, the thumb) should not hide an image whose main file
    // exists: retry once with the plain source before giving up.
    setState(withSrcSet ? { ...current, withSrcSet: false } : { ...current, load: 'error' });

  return (
    <div
      ref={frameRef}
      data-state={load}
      className={cx(styles.frame, ASPECT_RATIOS[aspectRatio], light ? styles.lightFrame : styles.themeFrame, className)}
    >
      {src && load !== 'error' && (
        <img
          // A fresh element for the retry: browsers keep a failed srcset candidate otherwise.
          key={withSrcSet ? 'responsive' : 'plain'}
          ref={imageRef}
          src={src}
          srcSet={withSrcSet ? srcSet : undefined}
          sizes={withSrcSet ? sizes : undefined}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={fetchPriority}
          decoding="async"
          // In a transition: the fade-in can wait a few milliseconds, and its render (with the
          // first shown picture's styles compiled) is sliced rather than one task per picture.
          // A load of a source since replaced changes nothing.
          onLoad={() =>
            startTransition(() => setState((now) => (now.src === src && now.srcSet === srcSet ? { ...now, load: 'loaded' } : now)))
          }
          onError={handleError}
          // The server's HTML shows it as it arrives (no script runs before the page's largest paint);
          // once hydrated, a picture still on its way fades in.
          className={cx(styles.picture, styles[fit], load === 'loaded' || !hydrated ? styles.shown : styles.hidden)}
        />
      )}
      {load === 'loading' && onScreen && (
        <div className={styles.overlay}>
          <Spinner size={28} primary label={t('image.loading')} />
        </div>
      )}
      {load === 'error' && (
        <div
          role="img"
          aria-label={alt ? t('image.unavailableNamed', { name: alt }) : t('image.unavailable')}
          className={cx(styles.overlay, light ? styles.lightPlaceholder : styles.themePlaceholder)}
        >
          <CameraOff aria-hidden className={styles.placeholderIcon} />
        </div>
      )}
    </div>
  );
}
