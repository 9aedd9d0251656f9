import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImageWidget } from '../../src/components/image-widget';
import { stubIntersectionObserver } from './intersection-observer';
import { renderWithProviders } from './render';
import { resetBetweenTests } from '../support/reset-between-tests';

resetBetweenTests();

function frame(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('[data-state]');
  if (!element) throw new Error('image frame not rendered');
  return element;
}

describe('ImageWidget', () => {
  it('shows a spinner until the image has loaded, then only the image', () => {
    const { container } = renderWithProviders(<ImageWidget src="/media/phone.webp" alt="Phone" />);
    const img = screen.getByRole('img', { name: 'Phone' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('progressbar', { name: 'Loading image' })).toBeTruthy();
    expect(frame(container).dataset.state).toBe('loading');

    fireEvent.load(img);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(frame(container).dataset.state).toBe('loaded');
  });

  it('shows the camera-slash placeholder when the image fails', () => {
    const { container } = renderWithProviders(<ImageWidget src="/media/missing.webp" alt="Phone" />);
    fireEvent.error(screen.getByRole('img', { name: 'Phone' }));

    expect(frame(container).dataset.state).toBe('error');
    expect(screen.getByRole('img', { name: 'Phone (image unavailable)' })).toBeTruthy();
    expect(container.querySelector('[role="img"] > svg.lucide-camera-off')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('retries without the responsive candidates before giving up', () => {
    const { container } = renderWithProviders(
      <ImageWidget src="/full.webp" srcSet="/thumb.webp 320w, /full.webp 800w" sizes="50vw" alt="Kettle" />,
    );
    expect(screen.getByRole('img', { name: 'Kettle' }).getAttribute('srcset')).toBe('/thumb.webp 320w, /full.webp 800w');

    fireEvent.error(screen.getByRole('img', { name: 'Kettle' }));
    const retry = screen.getByRole('img', { name: 'Kettle' });
    expect(retry.getAttribute('srcset')).toBeNull();
    expect(retry.getAttribute('src')).toBe('/full.webp');
    expect(frame(container).dataset.state).toBe('loading');

    fireEvent.error(retry);
    expect(frame(container).dataset.state).toBe('error');
  });

  it("shows a picture the browser already has at once, the srcset's pick too, but not the previous source's", () => {
    const shown = { url: '' };
    const image = HTMLImageElement.prototype;
    vi.spyOn(image, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(image, 'naturalWidth', 'get').mockReturnValue(400);
    vi.spyOn(image, 'currentSrc', 'get').mockImplementation(() => shown.url);
    try {
      const base = document.baseURI;
      shown.url = new URL('/thumb.webp', base).href;
      const { container, unmount } = renderWithProviders(
        <ImageWidget src="/full.webp" srcSet="/thumb.webp 400w, /full.webp 1200w" sizes="150px" alt="Photo" />,
      );
      expect(frame(container).dataset.state).toBe('loaded');
      unmount();

      shown.url = new URL('/full.webp', base).href;
      expect(frame(renderWithProviders(<ImageWidget src="/full.webp" alt="Photo" />).container).dataset.state).toBe('loaded');
      cleanup();

      // Still the last source's picture: the new one is not there yet.
      shown.url = new URL('/previous-thumb.webp', base).href;
      const later = renderWithProviders(<ImageWidget src="/full.webp" srcSet="/thumb.webp 400w, /full.webp 1200w" alt="Photo" />);
      expect(frame(later.container).dataset.state).toBe('loading');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('passes over a srcset candidate that is not an address, as the browser does', () => {
    const image = HTMLImageElement.prototype;
    vi.spyOn(image, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(image, 'naturalWidth', 'get').mockReturnValue(400);
    vi.spyOn(image, 'currentSrc', 'get').mockReturnValue(new URL('/thumb.webp', document.baseURI).href);
    try {
      // A malformed candidate before the pick: the pick still shows at once, and nothing throws.
      const { container, unmount } = renderWithProviders(
        <ImageWidget src="/full.webp" srcSet="http://[::1/broken.webp 200w, /thumb.webp 400w" sizes="150px" alt="Photo" />,
      );
      expect(frame(container).dataset.state).toBe('loaded');
      unmount();

      // Only malformed candidates: the picture is not one it asks for, so it waits for its load.
      const { container: other } = renderWithProviders(
        <ImageWidget src="/full.webp" srcSet="http://[::1/broken.webp 400w" sizes="150px" alt="Photo" />,
      );
      expect(frame(other).dataset.state).toBe('loading');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('shows the placeholder straight away without a source', () => {
    const { container } = renderWithProviders(<ImageWidget src={null} alt="" />);
    expect(screen.getByRole('img', { name: 'Image unavailable' })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('starts loading again when the source changes', () => {
    const { container, rerender } = renderWithProviders(<ImageWidget src="/a.webp" alt="A" />);
    fireEvent.error(screen.getByRole('img', { name: 'A' }));
    expect(frame(container).dataset.state).toBe('error');

    rerender(<ImageWidget src="/b.webp" alt="A" />);
    expect(frame(container).dataset.state).toBe('loading');
    expect(screen.getByRole('img', { name: 'A' }).getAttribute('src')).toBe('/b.webp');
  });

  it('loads eagerly when asked and keeps the aspect ratio on the frame (its class)', () => {
    const { container } = renderWithProviders(<ImageWidget src="/a.webp" alt="A" eager aspectRatio="4 / 3" />);
    expect(screen.getByRole('img', { name: 'A' }).getAttribute('loading')).toBe('eager');
    expect(frame(container).className).toMatch(/ratioLandscape/);
  });

  it('asks for a low fetch priority when told, and for none otherwise', () => {
    renderWithProviders(
      <>
        <ImageWidget src="/photo.webp" alt="Photo" eager fetchPriority="low" />
        <ImageWidget src="/card.webp" alt="Card" eager />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Photo' }).getAttribute('fetchpriority')).toBe('low');
    expect(screen.getByRole('img', { name: 'Card' }).hasAttribute('fetchpriority')).toBe(false);
  });

  it('turns its spinner only while the frame is on screen', () => {
    const report = stubIntersectionObserver();
    const { container } = renderWithProviders(<ImageWidget src="/media/far-down.webp" alt="Kettle" />);
    expect(frame(container).dataset.state).toBe('loading');
    expect(screen.queryByRole('progressbar')).toBeNull();

    report(frame(container), true);
    expect(screen.getByRole('progressbar', { name: 'Loading image' })).toBeTruthy();

    report(frame(container), false);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
