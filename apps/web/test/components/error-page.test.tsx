import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TranslationProvider } from '../../src/lib/use-translation';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorPage } from '../../src/components/error-page';
import { createTestI18n } from '../lib/test-i18n';
import { renderWithProviders } from './render';

afterEach(cleanup);

describe('ErrorPage', () => {
  it('defaults to 404, Page not found and the generic text', () => {
    renderWithProviders(<ErrorPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404');
    expect(screen.getByText('Page not found')).toBeTruthy();
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
  });

  it('shows a given code and message', () => {
    renderWithProviders(<ErrorPage code={500} message="Server error" showHomeButton={false} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('500');
    expect(screen.getByText('Server error')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go Home' })).toBeNull();
  });

  it('Go Home navigates to / inside the router', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="*" element={<ErrorPage showHomeButton />} />
      </Routes>,
      { route: '/nowhere' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('falls back to a plain link to / outside the router', () => {
    render(
      <TranslationProvider i18n={createTestI18n()}>
        <ErrorPage showHomeButton />
      </TranslationProvider>,
    );
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it('keeps working inside a memory router at a deep path', () => {
    render(
      <TranslationProvider i18n={createTestI18n()}>
        <MemoryRouter initialEntries={['/a/b/c']}>
          <ErrorPage code={403} message="No Permission" />
        </MemoryRouter>
      </TranslationProvider>,
    );
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('No Permission')).toBeTruthy();
  });
});
