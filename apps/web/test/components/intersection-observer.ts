// A stand-in for IntersectionObserver, which jsdom lacks, for components that wait for the screen.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** jsdom has no IntersectionObserver: this one reports what the test says is on screen. */
export function stubIntersectionObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; targets: Set<Element> }> = [];
  class Observer {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: new Set() };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      this.entry.targets.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return (target: Element, isIntersecting: boolean) =>
    act(() => {
      for (const { callback, targets } of observers) {
        if (targets.has(target)) callback([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
}
