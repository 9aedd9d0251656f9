// /admin's target, the saved theme, and the page-title format.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ADMIN_URL, parseAdminUrl, webConfig } from '../../src/app/config';
import { pageTitle } from '../../src/app/hooks/use-page-title';
import AdminRedirectPage from '../../src/app/pages/admin-redirect-page';
import { readSavedThemeMode } from '../../src/lib/theme-mode';
import { createTestI18n, Providers } from './test-utils';

describe('/admin', () => {
  it('defaults to /staff and accepts paths and http(s) URLs only', () => {
    expect(DEFAULT_ADMIN_URL).toBe('/staff');
    expect(webConfig.adminUrl).toBe('/staff');
    expect(parseAdminUrl(undefined)).toBe('/staff');
    expect(parseAdminUrl('  ')).toBe('/staff');
    expect(parseAdminUrl('/console')).toBe('/console');
    expect(parseAdminUrl('https://staff.example.co.za/')).toBe('https://staff.example.co.za/');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseAdminUrl('javascript:alert(1)')).toBe('/staff');
    expect(parseAdminUrl('//evil.example')).toBe('/staff');
  });

  it('sends the browser to the admin URL', async () => {
    const go = vi.fn();
    render(
      <Providers i18n={createTestI18n()}>
        <AdminRedirectPage go={go} />
      </Providers>,
    );
    await waitFor(() => expect(go).toHaveBeenCalledWith('/staff'));
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
