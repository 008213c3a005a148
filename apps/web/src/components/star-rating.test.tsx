// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

afterEach(cleanup);

/** The stars drawn, in order: F full, H half, E empty (MUI names each icon's test id). */
function drawn(label: string): string {
  const stars = within(screen.getByRole('img', { name: label })).getAllByTestId(/Icon$/);
  const letter = { StarIcon: 'F', StarHalfIcon: 'H', StarBorderIcon: 'E' } as const;
  return stars.map((star) => letter[star.dataset.testid as keyof typeof letter]).join('');
}

describe('StarRating', () => {
  it('is one image named by its label, its five stars hidden from screen readers', () => {
    render(<StarRating value={4} label="4 de 5 estrellas" />);
    const rating = screen.getByRole('img', { name: '4 de 5 estrellas' });
    expect(drawn('4 de 5 estrellas')).toBe('FFFFE');
    for (const star of rating.querySelectorAll('svg')) {
      expect(star.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('draws an average to the nearest half star', () => {
    render(
      <>
        <StarRating value={3.5} label="a" />
        <StarRating value={4.26} label="b" />
        <StarRating value={4.74} label="c" />
        <StarRating value={0} label="d" />
      </>,
    );
    expect(drawn('a')).toBe('FFFHE');
    expect(drawn('b')).toBe('FFFFH');
    expect(drawn('c')).toBe('FFFFH');
    expect(drawn('d')).toBe('EEEEE');
  });
});
