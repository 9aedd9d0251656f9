// Whether an element is on (or near) the screen, from one IntersectionObserver shared by every
// caller with the same margin. Without IntersectionObserver (old browsers, jsdom) an element
// counts as on screen. Off screen until the page has hydrated (the server knows no screen).
import { useEffect, useState, type RefObject } from 'react';

type Listener = (onScreen: boolean) => void;

const observers = new Map<string, { observer: IntersectionObserver; listeners: Map<Element, Listener> }>();

function observe(element: Element, rootMargin: string, listener: Listener): () => void {
  let entry = observers.get(rootMargin);
  if (!entry) {
    const listeners = new Map<Element, Listener>();
    const observer = new IntersectionObserver(
      (changes) => changes.forEach((change) => listeners.get(change.target)?.(change.isIntersecting)),
      { rootMargin },
    );
    entry = { observer, listeners };
    observers.set(rootMargin, entry);
  }
  const { observer, listeners } = entry;
  listeners.set(element, listener);
  observer.observe(element);
  return () => {
    observer.unobserve(element);
    listeners.delete(element);
  };
}

export function useOnScreen(ref: RefObject<Element | null>, rootMargin = '0px'): boolean {
  const supported = typeof IntersectionObserver === 'function';
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!supported) setOnScreen(true);
    if (!element || !supported) return;
    return observe(element, rootMargin, setOnScreen);
  }, [ref, rootMargin, supported]);
  return onScreen;
}
