import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Rating } from '../../src/ui/rating';

afterEach(cleanup);

describe('Rating', () => {
  it('is an image named by its label, five stars to the nearest half', () => {
    const { container } = render(<Rating value={3.6} label="3.6 stars" />);
    expect(screen.getByRole('img', { name: '3.6 stars' })).toBeTruthy();
    // Three full stars, a half star and an empty one: five stars and one half drawn over the fourth.
    expect(container.querySelectorAll('svg.lucide-star')).toHaveLength(5);
    expect(container.querySelectorAll('svg.lucide-star-half')).toHaveLength(1);
  });

  it('is hidden from screen readers without a label (the caller says the rating in words)', () => {
    const { container } = render(<Rating value={4} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('svg.lucide-star-half')).toHaveLength(0);
  });
});
