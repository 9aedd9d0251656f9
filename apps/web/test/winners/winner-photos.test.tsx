// The winners' photos' strip shows each photo's thumbnail where a tile's width allows (issue 15);
// the dialog shows the photo itself.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { WinnerPhotos } from '../../src/features/winners/components/winner-photos';
import { renderWithProviders } from '../components/render';

afterEach(cleanup);

const DEMO = '/media/catalogue/winners/thabo-tv.webp';
const OLDER = '/media/uploads/winners/3-older.png';

describe('WinnerPhotos', () => {
  it("offers each tile the photo's thumbnail and the photo, sized as the tile, and shows the photo itself when opened", async () => {
    renderWithProviders(<WinnerPhotos images={[DEMO, OLDER]} eagerCount={1} />);
    const tile = screen.getByRole('button', { name: 'Open winner photo 1 of 2' }).querySelector('img')!;
    expect(tile.getAttribute('src')).toBe(DEMO);
    expect(tile.getAttribute('srcset')).toBe(
      '/media/catalogue/winners/thabo-tv-thumb.webp 400w, /media/catalogue/winners/thabo-tv.webp 1200w',
    );
    expect(tile.getAttribute('sizes')).toBe('(min-width: 900px) 200px, 150px');
    // A photo whose address is not a .webp (an older upload's) has no thumbnail named from it: no srcset, no sizes.
    const older = screen.getByRole('button', { name: 'Open winner photo 2 of 2' }).querySelector('img')!;
    expect(older.getAttribute('src')).toBe(OLDER);
    expect(older.hasAttribute('srcset')).toBe(false);
    expect(older.hasAttribute('sizes')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Open winner photo 1 of 2' }));
    const large = within(await screen.findByRole('dialog')).getByRole('img', { name: 'Winner photo 1 of 2' });
    expect(large.getAttribute('src')).toBe(DEMO);
    expect(large.hasAttribute('srcset')).toBe(false);
  });
});
