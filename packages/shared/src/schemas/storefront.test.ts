import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import {
  hexColorField,
  navbarLinkSchema,
  socialLinkSchema,
  storeBrandingSchema,
} from './storefront.js';
import { isExternalUrl } from '../storefront.js';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('store schemas', () => {
  it('writes every colour as lower-case #rrggbb', () => {
    expect(hexColorField.parse('#8C4A2F')).toBe('#8c4a2f');
    expect(hexColorField.parse(' #A4c ')).toBe('#aa44cc');
    expect(messages(hexColorField.safeParse('8C4A2F'))).toEqual([MESSAGES.colorInvalid]);
    expect(messages(hexColorField.safeParse('#8C4A2FF'))).toEqual([MESSAGES.colorInvalid]);
    expect(messages(hexColorField.safeParse(''))).toEqual([MESSAGES.required]);
  });

  it('takes only fonts of the list', () => {
    const base = { company_primary_color: '#111111', company_secondary_color: '#eeeeee' };
    expect(storeBrandingSchema.safeParse({ ...base, company_font_type: 'Lora' }).success).toBe(
      true,
    );
    expect(
      messages(storeBrandingSchema.safeParse({ ...base, company_font_type: 'Papyrus' })),
    ).toEqual([MESSAGES.fontUnknown]);
  });

  it('lets navbar links point to other sites or to pages of this one, never to scripts', () => {
    const valid = (url: string) => navbarLinkSchema.safeParse({ name: 'Enlace', url }).success;
    expect(valid('https://ejemplo.co/ofertas')).toBe(true);
    expect(valid('/Cerámicas-del-Valle/productos?categoria=9')).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      '//otro.sitio',
      '/\\otro.sitio',
      'data:text/html,x',
    ]) {
      expect(valid(url), url).toBe(false);
    }
    expect(isExternalUrl('https://ejemplo.co')).toBe(true);
    expect(isExternalUrl('/Mi-Tienda/productos')).toBe(false);
  });

  it('asks social links for a network of the list and a full address', () => {
    expect(
      socialLinkSchema.parse({ socialMediaTypeId: '2', url: 'https://instagram.com/x' }),
    ).toEqual({ socialMediaTypeId: 2, url: 'https://instagram.com/x' });
    expect(messages(socialLinkSchema.safeParse({ socialMediaTypeId: 6, url: '/x' }))).toEqual([
      MESSAGES.socialNetworkRequired,
      MESSAGES.urlInvalid,
    ]);
  });
});
