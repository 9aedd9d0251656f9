import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDepartments } from '../../../src/features/catalogue/api/get-departments';
import { renderWithProviders } from '../../components/render';
import { resetBetweenTests } from '../../support/reset-between-tests';

function DepartmentNames() {
  const { data } = useDepartments();
  return <p>{data?.map((department) => department.department).join(', ') ?? 'none yet'}</p>;
}

resetBetweenTests({ clearStorage: true });

describe('useDepartments', () => {
  it('lists the departments', async () => {
    const list = [{ id: 2, department: 'Gaming', banner: { full: '/media/b.webp' }, subDepartments: [] }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(list), { status: 200 })),
    );
    renderWithProviders(<DepartmentNames />);
    expect(await screen.findByText('Gaming')).toBeTruthy();
  });

  it('opens the Incorrect Data dialog when the server sends the wrong shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ nope: true }), { status: 200 })),
    );
    renderWithProviders(<DepartmentNames />);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Incorrect Data' })).toBeTruthy();
    expect(within(dialog).getByText('Data for departments is not correct')).toBeTruthy();
  });

  it('stays silent for other failures', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 500 })),
    );
    renderWithProviders(<DepartmentNames />);
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
