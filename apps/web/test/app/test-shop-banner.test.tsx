// A test shop (ALLOW_TEST_SHOP, issue 46) says so on every page: the server names the reasons in the
// root route's data, and the layouts show them above everything else, in the page's language.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestI18n, renderRoutes } from './test-utils';

describe('the test-shop banner', () => {
  it.each(['/', '/winners', '/login', '/no/such/page', '/billboard'])('is on %s, first, naming both reasons', async (path) => {
    renderRoutes(path, { rootData: { testShop: ['payments', 'email'] } });
    const banner = await screen.findByRole('region', { name: 'Test shop' });
    expect(banner.textContent).toBe(
      'Test shop Payments are simulated: no money is taken, and nothing bought or won here is real. No emails are sent.',
    );
    // Before the header and the page: the first landmark a screen reader or a sighted visitor meets.
    const main = document.querySelector('main');
    expect(main).not.toBeNull();
    expect(banner.compareDocumentPosition(main!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main!.contains(banner)).toBe(false);
  });

  it('names only the reasons the server gives, at a phone width, in the chosen language', async () => {
    renderRoutes('/winners', { width: 360, i18n: createTestI18n('zu'), rootData: { testShop: ['email'] } });
    const banner = await screen.findByRole('region', { name: 'Isitolo sokuhlola' });
    expect(within(banner).getByText('Isitolo sokuhlola')).toBeTruthy();
    expect(banner.textContent).toContain('Awekho ama-imeyili athunyelwayo.');
    expect(banner.textContent).not.toContain('Izinkokhelo');
  });

  it('is not there in a real shop', async () => {
    renderRoutes('/winners');
    await screen.findByRole('main');
    expect(screen.queryByTestId('test-shop-banner')).toBeNull();
  });
});
