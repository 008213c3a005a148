import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkified-text';

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
});
