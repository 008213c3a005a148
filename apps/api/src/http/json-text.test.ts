import { describe, expect, it } from 'vitest';
import { closedWith, openJsonText } from './json-text.js';

describe('open JSON texts', () => {
  it('close into the object with its last field, nested objects intact', () => {
    const open = openJsonText({ id: 7, supplier: { name: 'Cerámicas "del" Valle' } });
    expect(JSON.parse(closedWith(open, 'quantity', 3))).toEqual({
      id: 7,
      supplier: { name: 'Cerámicas "del" Valle' },
      quantity: 3,
    });
    expect(JSON.parse(closedWith(open, 'is_favorite', false))).toMatchObject({
      is_favorite: false,
    });
  });
});
