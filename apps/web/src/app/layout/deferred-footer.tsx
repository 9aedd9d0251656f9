// The site footer, below the fold on every page, is a chunk of its own: fetched once the page has
// loaded and the browser is idle, or as soon as its place comes near the viewport. Until then an
// empty block of about its height holds the place, so nothing moves when it arrives.
import { Suspense, startTransition, useEffect, useRef, useState, type RefObject, type Ref } from 'react';
import { lazyWithReload } from '../../lib/chunk-reload';
import { usePageLoaded } from './use-page-loaded';
import styles from './deferred-footer.module.css';

const SiteFooter = lazyWithReload(() =>
  import('../../features/navigation/components/site-footer').then((m) => ({ default: m.SiteFooter })),
);

/** How far ahead of the viewport the footer starts loading. */
const NEAR_VIEWPORT = '600px';

function FooterPlaceholder({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} aria-hidden className={styles.placeholder} />;
}

function useNearViewport(): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // In a transition, rendered a few milliseconds at a time: on a short page the footer's
        // place is near the screen at once, and the footer rendered in one task (issue 15).
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}

export function DeferredFooter() {
  const loaded = usePageLoaded();
  const [ref, near] = useNearViewport();
  if (!loaded && !near) return <FooterPlaceholder ref={ref} />;
  return (
    <Suspense fallback={<FooterPlaceholder />}>
      <SiteFooter />
    </Suspense>
  );
}
