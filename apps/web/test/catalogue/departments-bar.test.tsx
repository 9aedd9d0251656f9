import type { Department } from '@blitz/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DepartmentsBar } from '../../src/features/catalogue/components/departments-bar';
import { renderWithProviders } from '../components/render';
import { json, stubApi } from '../search/fetch-mock';
import { resetBetweenTests } from '../support/reset-between-tests';

const departments: Department[] = [
  {
    id: 1,
    department: 'Electronics',
    banner: { full: '/b.webp' },
    subDepartments: [
      { id: 3, name: 'Phones', thumb: '/t.webp' },
      { id: 4, name: 'TV & Video', thumb: '/t.webp' },
    ],
  },
  { id: 2, department: 'Fashion', banner: { full: '/f.webp' }, subDepartments: [] },
];

resetBetweenTests({ clearStorage: true });

describe('DepartmentsBar', () => {
  it('opens a department menu leading to its listing and its categories', async () => {
    stubApi({ '/departments/get': () => json(200, departments) });
    renderWithProviders(<DepartmentsBar />);
    const electronics = await screen.findByRole('button', { name: 'Electronics' });
    expect(screen.getByRole('navigation', { name: 'Departments' })).toBeTruthy();
    await userEvent.click(electronics);
    expect((await screen.findByRole('menuitem', { name: 'All of Electronics' })).getAttribute('href')).toBe('/search?dep=1');
    expect(screen.getByRole('menuitem', { name: 'TV & Video' }).getAttribute('href')).toBe('/search?cat=4');
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('renders nothing when there are no departments', async () => {
    const calls = stubApi({ '/departments/get': () => json(200, []) });
    renderWithProviders(<DepartmentsBar />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('navigation')).toBeNull());
  });
});
