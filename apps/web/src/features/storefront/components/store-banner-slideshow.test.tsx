// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@hogarte/shared/limits';
import { StoreBannerSlideshow } from './store-banner-slideshow';

const BANNERS = [1, 2, 3].map((id) => ({
  id,
  url: `/uploads/b${id}.webp`,
  card_url: `/uploads/b${id}-card.webp`,
}));

function stubMotion(reduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduced && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  );
}

function currentDot(): string | null {
  const dot = screen
    .getAllByRole('button', { name: /^Ir al banner \d$/ })
    .find((button) => button.getAttribute('aria-current') === 'true');
  return dot?.getAttribute('aria-label') ?? null;
}

function renderSlideshow() {
  return render(<StoreBannerSlideshow banners={BANNERS} companyName="Cerámicas del Valle" />);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the store banners slideshow', () => {
  it('moves to the next banner every 8 seconds, and back to the first after the last', () => {
    stubMotion(false);
    renderSlideshow();
    expect(currentDot()).toBe('Ir al banner 1');
    act(() => {
      vi.advanceTimersByTime(LIMITS.slideshowAutoplayMs - 1);
    });
    expect(currentDot()).toBe('Ir al banner 1');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(currentDot()).toBe('Ir al banner 2');
    act(() => {
      vi.advanceTimersByTime(LIMITS.slideshowAutoplayMs);
    });
    expect(currentDot()).toBe('Ir al banner 3');
    act(() => {
      vi.advanceTimersByTime(LIMITS.slideshowAutoplayMs);
    });
    expect(currentDot()).toBe('Ir al banner 1');
    const track = screen.getByRole('group', { name: '1 de 3' }).parentElement;
    expect(track && getComputedStyle(track).transition).toContain(`${LIMITS.slideshowSpeedMs}ms`);
  });

  it('waits while the pointer is on it, and when paused', () => {
    stubMotion(false);
    renderSlideshow();
    const region = screen.getByRole('region', { name: 'Banners de Cerámicas del Valle' });
    fireEvent.mouseEnter(region);
    act(() => {
      vi.advanceTimersByTime(LIMITS.slideshowAutoplayMs * 3);
    });
    expect(currentDot()).toBe('Ir al banner 1');
    fireEvent.mouseLeave(region);
    act(() => {
      vi.advanceTimersByTime(LIMITS.slideshowAutoplayMs);
    });
    expect(currentDot()).toBe('Ir al banner 2');

    fireEvent.click(screen.getByRole('button', { name: 'Pausar banners' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Reanudar banners' }));
    act(() => {
      vi.advanceTimersByTime(LIMITS.slideshowAutoplayMs * 3);
    });
    expect(currentDot()).toBe('Ir al banner 2');
  });

  it('lets people choose a banner with the dots and arrows', () => {
    stubMotion(false);
    renderSlideshow();
    fireEvent.click(screen.getByRole('button', { name: 'Ir al banner 3' }));
    expect(currentDot()).toBe('Ir al banner 3');
    fireEvent.click(screen.getByRole('button', { name: 'Banner siguiente' }));
    expect(currentDot()).toBe('Ir al banner 1');
    fireEvent.click(screen.getByRole('button', { name: 'Banner anterior' }));
    expect(currentDot()).toBe('Ir al banner 3');
    expect(
      screen.getByRole('group', { name: '3 de 3', hidden: true }).getAttribute('aria-hidden'),
    ).toBe('false');
  });

  it('never moves by itself for people who ask for reduced motion', () => {
    stubMotion(true);
    renderSlideshow();
    act(() => {
      vi.advanceTimersByTime(LIMITS.slideshowAutoplayMs * 3);
    });
    expect(currentDot()).toBe('Ir al banner 1');
    expect(screen.queryByRole('button', { name: 'Pausar banners' })).toBeNull();
  });

  it('shows a single banner without controls', () => {
    stubMotion(false);
    render(<StoreBannerSlideshow banners={BANNERS.slice(0, 1)} companyName="Cerámicas" />);
    expect(screen.getByAltText('Banner 1 de Cerámicas')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
