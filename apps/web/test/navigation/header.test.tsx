// The header's three variants, its menus and its language and theme controls.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { headerVariantForWidth } from '../../src/features/navigation/hooks/use-header-variant';
import { createTestI18n, renderRoutes } from '../app/test-utils';
import { headerRoutes } from './header-harness';

const header = () => screen.getByTestId('site-header');

describe('header variant by width', () => {
  it.each([
    [320, 'mobile'],
    [390, 'mobile'],
    [768, 'mobile'],
    [769, 'tablet'],
    [900, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [1440, 'desktop'],
  ] as const)('%i px is %s', (width, variant) => {
    expect(headerVariantForWidth(width)).toBe(variant);
    renderRoutes('/', { width, routeTable: headerRoutes() });
    expect(header().getAttribute('data-variant')).toBe(variant);
  });

  it('desktop shows the links, search, theme, language and the visitor buttons', () => {
    renderRoutes('/', { width: 1440, routeTable: headerRoutes() });
    const nav = within(header()).getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Winners', 'Guide', 'About']);
    expect(within(header()).getByRole('search')).toBeTruthy();
    // Visitors' Login and Sign Up open the account modals (SPEC.md section 2).
    expect(within(header()).getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(within(header()).getByRole('button', { name: 'Sign Up' })).toBeTruthy();
    expect(within(header()).getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
    expect(within(header()).getByRole('button', { name: /^Change language/ })).toBeTruthy();
  });

  it('mobile hides the links behind a menu that closes when a link is followed', async () => {
    renderRoutes('/', { width: 390, routeTable: headerRoutes() });
    expect(within(header()).queryByRole('navigation')).toBeNull();
    await userEvent.click(within(header()).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Winners' }));
    expect(screen.getByTestId('location').textContent).toBe('/winners');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('theme toggle', () => {
  it('switches to light and saves the choice', async () => {
    renderRoutes('/', { routeTable: headerRoutes() });
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
  });

  it('starts from the saved choice', () => {
    localStorage.setItem('theme', 'light');
    renderRoutes('/', { routeTable: headerRoutes() });
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
  });
});

describe('language modal', () => {
  it('lists native names; choosing isiZulu switches the language, closes and reloads', async () => {
    const reload = vi.fn();
    const i18n = createTestI18n('en');
    renderRoutes('/', { i18n, routeTable: headerRoutes(reload) });
    await userEvent.click(screen.getByRole('button', { name: /^Change language/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your language' });
    const select = within(dialog).getByRole('combobox', { name: 'Language' });
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(11);
    expect(options.map((option) => option.textContent)).toContain('isiZulu (Zulu)');
    await userEvent.selectOptions(select, 'zu');

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(i18n.language).toBe('zu');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose your language' })).toBeNull());
    // The header is now in isiZulu (once the closing modals no longer hide the page).
    const nav = await waitFor(() => within(header()).getByRole('navigation', { name: 'Ukuzulazula okuyinhloko' }));
    expect(within(nav).getByRole('link', { name: 'Ikhaya' })).toBeTruthy();
    expect(within(header()).getByRole('button', { name: 'Ngena' })).toBeTruthy();
  });
});
