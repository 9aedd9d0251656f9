import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemGallery, galleryImages } from '../../src/features/item/components/item-gallery';
import { renderWithProviders } from '../components/render';

afterEach(cleanup);

const images = [{ full: '/a.webp', thumb: '/a-t.webp' }, { full: '/b.webp' }, { full: '/c.webp' }];

function mainImage(): HTMLImageElement {
  return screen.getByRole('img', { name: /picture \d of 3/ }) as HTMLImageElement;
}

describe('ItemGallery', () => {
  it('puts the main image first and drops repeats', () => {
    expect(galleryImages(images[0] ?? null, [images[1]!, images[0]!, images[2]!]).map((i) => i.full)).toEqual([
      '/a.webp',
      '/b.webp',
      '/c.webp',
    ]);
    expect(galleryImages(null, [])).toEqual([]);
  });

  it('switches pictures with the thumbnails, the arrows and the keyboard', async () => {
    renderWithProviders(<ItemGallery title="TV" images={images} />);
    expect(mainImage().getAttribute('alt')).toBe('TV, picture 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Show picture 3 of 3' }));
    expect(mainImage().getAttribute('src')).toBe('/c.webp');
    expect(screen.getByRole('button', { name: 'Show picture 3 of 3' }).getAttribute('aria-current')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(mainImage().getAttribute('src')).toBe('/a.webp');
    const gallery = screen.getByRole('region', { name: 'Pictures of TV' });
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(mainImage().getAttribute('src')).toBe('/c.webp');
    fireEvent.keyDown(gallery, { key: 'Home' });
    expect(mainImage().getAttribute('alt')).toBe('TV, picture 1 of 3');
  });

  it('shows no controls for a single picture', () => {
    renderWithProviders(<ItemGallery title="TV" images={[{ full: '/a.webp' }]} />);
    expect(screen.queryByRole('button', { name: 'Next picture' })).toBeNull();
    expect(screen.getByRole('img', { name: 'TV' })).toBeTruthy();
  });
});
