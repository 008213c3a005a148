import { describe, expect, it } from 'vitest';
import { carrierLabel } from './orders.js';

describe('a carrier as the screens write it', () => {
  it("reads Envia's lower-case names as each carrier writes itself", () => {
    expect(carrierLabel('servientrega')).toBe('Servientrega');
    expect(carrierLabel('interrapidisimo')).toBe('Interrapidísimo');
    expect(carrierLabel('tcc')).toBe('TCC');
  });

  it('capitalizes a carrier it does not know', () => {
    expect(carrierLabel('mensajerosya')).toBe('Mensajerosya');
  });
});
