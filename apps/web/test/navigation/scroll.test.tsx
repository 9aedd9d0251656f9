// The header hides while scrolling down and shows again on scrolling up or near the top;
// navigating scrolls the page to the top.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, scrollWindowTo } from '../app/test-utils';
import { headerRoutes } from './header-harness';

const hidden = () => screen.getByTestId('site-header').getAttribute('data-hidden');

describe('header on scroll', () => {
  it('hides on scroll down, shows on scroll up and at the top', () => {
    renderRoutes('/', { routeTable: headerRoutes() });
    expect(hidden()).toBe('false');
    act(() => scrollWindowTo(400));
    expect(hidden()).toBe('true');
    act(() => scrollWindowTo(900));
    expect(hidden()).toBe('true');
    act(() => scrollWindowTo(700));
    expect(hidden()).toBe('false');
    act(() => scrollWindowTo(1200));
    expect(hidden()).toBe('true');
    act(() => scrollWindowTo(0));
    expect(hidden()).toBe('false');
  });

  it('stays visible for small movements near the top', () => {
    renderRoutes('/', { routeTable: headerRoutes() });
    act(() => scrollWindowTo(40));
    expect(hidden()).toBe('false');
  });
});

describe('navigation', () => {
  it('scrolls to the top when the page changes', async () => {
    renderRoutes('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    const scrollTo = window.scrollTo as unknown as { mock: { calls: unknown[][] } };
    const before = scrollTo.mock.calls.length;
    await userEvent.click(screen.getAllByRole('link', { name: 'Winners' })[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Winners' });
    expect(scrollTo.mock.calls.length).toBeGreaterThan(before);
    expect(scrollTo.mock.calls.at(-1)?.[0]).toMatchObject({ top: 0 });
  });
});
