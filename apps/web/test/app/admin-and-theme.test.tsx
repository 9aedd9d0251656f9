// /admin hands over to the server, the saved theme, and the page-title format.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageTitle } from '../../src/app/hooks/use-page-title';
import AdminRedirectPage, { ADMIN_PATH } from '../../src/app/pages/admin-redirect-page';
import { readSavedThemeMode } from '../../src/lib/saved-theme-mode';
import { renderWithProviders } from '../components/render';

describe('/admin', () => {
  it('sends the browser to the admin URL', async () => {
    const go = vi.fn();
    renderWithProviders(<AdminRedirectPage go={go} />);
    await waitFor(() => expect(go).toHaveBeenCalledWith(ADMIN_PATH));
    expect(screen.getByRole('status').textContent).toMatch(/staff console/i);
  });
});

describe('theme mode', () => {
  it('is dark unless light was saved', () => {
    expect(readSavedThemeMode()).toBe('dark');
    localStorage.setItem('theme', 'light');
    expect(readSavedThemeMode()).toBe('light');
    localStorage.setItem('theme', 'purple');
    expect(readSavedThemeMode()).toBe('dark');
  });
});

describe('page title', () => {
  it('is the page name then the product name', () => {
    expect(pageTitle('Winners')).toBe('Winners | Blitz Auctions');
  });
});
