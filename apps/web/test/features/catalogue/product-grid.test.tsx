// The product grid mounts a list's first cards with it and the rest one per task; a card's place
// waits hidden from screen readers, marked for tests that judge the finished page.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductGrid } from '../../../src/features/catalogue/components/product-grid';
import { renderWithProviders } from '../../components/render';
import { makeProduct } from '../../lib/product-fixtures';

afterEach(cleanup);

const products = Array.from({ length: 7 }, (_, index) => makeProduct({ id: 500 + index, title: `Lot ${index}` }));

describe('ProductGrid', () => {
  it('mounts the first four cards at once and fills the other places one by one', async () => {
    renderWithProviders(<ProductGrid products={products} eagerCount={10} label="Lots" />);
    // As first rendered, before any later task has run.
    const list = screen.getByRole('list', { name: 'Lots' });
    expect(within(list).getAllByRole('article')).toHaveLength(4);
    const waiting = list.querySelectorAll('li[data-waiting]');
    expect(waiting).toHaveLength(3);
    expect([...waiting].every((item) => item.getAttribute('aria-hidden') === 'true' && item.childElementCount === 0)).toBe(true);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(7));
    expect(list.querySelectorAll('li[data-waiting]')).toHaveLength(0);
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
  });

  it('mounts none at once for a list below another', async () => {
    renderWithProviders(<ProductGrid products={products.slice(0, 2)} immediateCount={0} label="Below" />);
    const list = screen.getByRole('list', { name: 'Below' });
    expect(list.querySelectorAll('li[data-waiting]')).toHaveLength(2);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
  });
});
