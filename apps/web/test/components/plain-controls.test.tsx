// The first screens' plain controls (src/components/plain-button.tsx, count-badge.tsx): what a
// shopper and a screen reader get from them, as MUI's Button, IconButton and Badge gave it.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountBadge } from '../../src/components/count-badge';
import { PlainButton, PlainIconButton } from '../../src/components/plain-button';
import { renderWithProviders } from './render';

afterEach(cleanup);

describe('PlainButton', () => {
  it('is a button that does not submit a form unless told to, and calls its handler', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <form onSubmit={(event) => event.preventDefault()}>
        <PlainButton onClick={onClick}>Go</PlainButton>
        <PlainIconButton type="submit" aria-label="Search">
          <svg />
        </PlainIconButton>
      </form>,
    );
    const go = screen.getByRole('button', { name: 'Go' });
    expect(go.getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
    await userEvent.click(go);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is disabled and busy, with a spinner in its start icon’s place', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <PlainButton onClick={onClick} loading>
        Try again
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('svg circle')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with `to` is a router link, with `href` a plain link', async () => {
    renderWithProviders(
      <Routes>
        <Route
          path="/"
          element={
            <>
              <PlainButton to="/winners">Winners</PlainButton>
              <PlainButton href="/help">Help</PlainButton>
            </>
          }
        />
        <Route path="/winners" element={<p>winners page</p>} />
      </Routes>,
    );
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
    await userEvent.click(screen.getByRole('link', { name: 'Winners' }));
    expect(screen.getByText('winners page')).toBeTruthy();
  });
});

describe('CountBadge', () => {
  it('shows a count, zero included, and more than 99 as 99+', () => {
    const { rerender } = renderWithProviders(
      <CountBadge count={0}>
        <svg />
      </CountBadge>,
    );
    expect(document.body.textContent).toBe('0');
    rerender(
      <CountBadge count={150}>
        <svg />
      </CountBadge>,
    );
    expect(document.body.textContent).toBe('99+');
  });

  it('is a dot without text when no count is given', () => {
    renderWithProviders(
      <CountBadge>
        <svg />
      </CountBadge>,
    );
    expect(document.body.textContent).toBe('');
    expect(document.querySelector('span[aria-hidden]')).not.toBeNull();
  });
});
