// Product and profile images (SPEC.md section 2, "Image widget"): a fixed-ratio frame that shows a
// spinner until the image has loaded and a camera-slash placeholder when it cannot be loaded.
// The frame keeps its size in every state, so grids never jump while images arrive. The spinner
// only turns while its frame is on screen: a lazy image far down a list has not started loading,
// and thirty spinners animating out of sight kept a phone's main thread busy (issue 15).
// Plain elements with class names made once per theme mode (lib/static-classes.ts), so that MUI's
// Box stays out of the home page's first JavaScript.
import NoPhotography from '@mui/icons-material/NoPhotography?plain';
import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { classes, createStaticClasses } from '../lib/static-classes';
import { useTranslation } from '../lib/use-translation';
import { useOnScreen } from '../lib/use-on-screen';
import { Spinner } from './spinner';

/** The pale frame product shots stand on in both themes. */
export const LIGHT_FRAME = { background: '#f1f3f8', placeholder: '#8a93a8' } as const;

/** The frame's shapes: the page's policy allows no inline style, so each has its class. */
const ASPECT_RATIOS = { '1 / 1': 'ratioSquare', '4 / 5': 'ratioPortrait', '4 / 3': 'ratioLandscape' } as const;
export type ImageAspectRatio = keyof typeof ASPECT_RATIOS;

const useClasses = createStaticClasses('image', (theme) => ({
  frame: { position: 'relative', width: '100%', overflow: 'hidden' },
  ratioSquare: { aspectRatio: '1 / 1' },
  ratioPortrait: { aspectRatio: '4 / 5' },
  ratioLandscape: { aspectRatio: '4 / 3' },
  themeFrame: { backgroundColor: theme.palette.action.hover },
  lightFrame: { backgroundColor: LIGHT_FRAME.background },
  picture: { display: 'block', width: '100%', height: '100%', transition: 'opacity 200ms ease-out' },
  cover: { objectFit: 'cover' },
  contain: { objectFit: 'contain' },
  hidden: { opacity: 0 },
  shown: { opacity: 1 },
  overlay: { position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' },
  themePlaceholder: { color: theme.palette.text.disabled },
  lightPlaceholder: { color: LIGHT_FRAME.placeholder },
  // The icon's own size class may come later in the page.
  placeholderIcon: { '&&': { fontSize: 48 } },
}));

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
  /** The picture's `elementtiming` name, for a picture whose paint is watched (the first HTML's). */
  elementTiming?: string;
  /**
   * Further styles of the frame (its width, corners, flex), from a static class: double its rules
   * ('&&') where they change the frame's own (its width, say), as this component's class may come later.
   */
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
  elementTiming,
  className,
}: ImageWidgetProps) {
  const { t } = useTranslation();
  const css = useClasses();
  const light = frame === 'light';
  const frameRef = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(frameRef);
  const [state, setState] = useState<ImageState>(() => initialState(src, srcSet));
  // A new source starts over (derived state instead of an effect, so no stale frame flashes).
  const current = state.src === src && state.srcSet === srcSet ? state : initialState(src, srcSet);
  if (current !== state) setState(current);
  const { load, withSrcSet } = current;
  const imageRef = useRef<HTMLImageElement>(null);
  // A picture the browser already has (preloaded with the page, or shown by its first HTML) shows
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
      className={classes(css.frame, css[ASPECT_RATIOS[aspectRatio]], light ? css.lightFrame : css.themeFrame, className)}
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
          {...(elementTiming && { elementtiming: elementTiming })}
          decoding="async"
          // In a transition: the fade-in can wait a few milliseconds, and its render (with the
          // first shown picture's styles compiled) is sliced rather than one task per picture.
          // A load of a source since replaced changes nothing.
          onLoad={() =>
            startTransition(() => setState((now) => (now.src === src && now.srcSet === srcSet ? { ...now, load: 'loaded' } : now)))
          }
          onError={handleError}
          className={classes(css.picture, css[fit], load === 'loaded' ? css.shown : css.hidden)}
        />
      )}
      {load === 'loading' && onScreen && (
        <div className={css.overlay}>
          <Spinner size={28} primary label={t('image.loading')} />
        </div>
      )}
      {load === 'error' && (
        <div
          role="img"
          aria-label={alt ? t('image.unavailableNamed', { name: alt }) : t('image.unavailable')}
          className={classes(css.overlay, light ? css.lightPlaceholder : css.themePlaceholder)}
        >
          <NoPhotography className={css.placeholderIcon} />
        </div>
      )}
    </div>
  );
}
