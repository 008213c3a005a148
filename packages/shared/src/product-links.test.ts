import { describe, expect, it } from 'vitest';
import { productIdFromSlug } from './product-links.js';

describe('a product link', () => {
  it('carries the id as its leading number', () => {
    expect(productIdFromSlug('123-porcelanato-roble')).toBe(123);
    expect(productIdFromSlug('7')).toBe(7);
  });

  it('without a usable id names no product', () => {
    expect(productIdFromSlug('porcelanato-roble')).toBeNull();
    expect(productIdFromSlug('0-nada')).toBeNull();
    expect(productIdFromSlug('12abc')).toBeNull();
    expect(productIdFromSlug('99999999999-demasiado')).toBeNull();
  });
});
