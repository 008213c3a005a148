import { describe, expect, it } from 'vitest';
import { linkLabel, splitLinks } from './linkified-text';

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
