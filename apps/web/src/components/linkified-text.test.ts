import { describe, expect, it } from 'vitest';
import { linkLabel, readableUrl, splitLinks } from './linkified-text';

describe('splitLinks', () => {
  it('finds every address and leaves sentence punctuation out of it', () => {
    expect(
      splitLinks('Crea tu contraseña aquí: http://localhost:3000/password-reset/abc123. Gracias'),
    ).toEqual([
      { kind: 'text', value: 'Crea tu contraseña aquí: ' },
      { kind: 'url', value: 'http://localhost:3000/password-reset/abc123' },
      { kind: 'text', value: '. Gracias' },
    ]);
  });

  it('keeps text without links whole', () => {
    expect(splitLinks('Hola')).toEqual([{ kind: 'text', value: 'Hola' }]);
  });

  it('cuts a long address for display only when a limit is given', () => {
    const url = `https://hogarte.co/${'a'.repeat(200)}`;
    expect(linkLabel(url, 150)).toBe(`${url.slice(0, 150)}…`);
    expect(linkLabel(url)).toBe(url);
  });
});

describe('readableUrl', () => {
  it('decodes letters but keeps what would end the link or change the address', () => {
    expect(
      readableUrl('https://hogarte.co/Cer%C3%A1micas%20del%20Valle/productos/7-ba%C3%B1o?q=a%26b'),
    ).toBe('https://hogarte.co/Cerámicas%20del%20Valle/productos/7-baño?q=a%26b');
    expect(readableUrl("https://hogarte.co/Casa%20'Textil'%20(Deco)")).toBe(
      'https://hogarte.co/Casa%20%27Textil%27%20(Deco%29',
    );
  });

  it('leaves an address with a stray percent sign as it came', () => {
    expect(readableUrl('https://hogarte.co/100%')).toBe('https://hogarte.co/100%');
  });

  it('is what a link shows, while the link leads to the address itself', () => {
    expect(linkLabel('https://hogarte.co/Cer%C3%A1micas')).toBe('https://hogarte.co/Cerámicas');
  });
});
