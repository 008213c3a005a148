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

  it('join the fields of several parts in order into one object, skipping empty parts', () => {
    const open = openJsonText({ id: 7, name: 'Jarrón' }, {}, { code: 'J-1', tags: ['a'] });
    const text = closedWith(open, 'is_favorite', true);
    expect(text).toBe('{"id":7,"name":"Jarrón","code":"J-1","tags":["a"],"is_favorite":true}');
    expect(closedWith(openJsonText({}, {}), 'quantity', 1)).toBe('{"quantity":1}');
  });
});
