import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './input-guard.js';

describe('findUnstorableText', () => {
  it('gives null when no string or key holds a NUL character', () => {
    expect(findUnstorableText({ name: 'Sala', tags: ['a', 'b'], price: 1, none: null })).toBeNull();
  });

  it('names the first field sent that holds one, through objects and arrays', () => {
    const body = { name: 'ok', lines: [{ note: 'ok' }, { note: 'mal\u0000' }], last: 'x\u0000' };
    expect(findUnstorableText(body)).toEqual(['lines', '1', 'note']);
  });

  it('names a key that holds one, and starts from the path it is given', () => {
    expect(findUnstorableText({ outer: { 'cla\u0000ve': 1 } }, ['body'])).toEqual([
      'body',
      'outer',
      'cla\u0000ve',
    ]);
  });

  it('gives the path it starts from for a string that is the whole value', () => {
    expect(findUnstorableText('a\u0000b', ['query'])).toEqual(['query']);
    expect(findUnstorableText('ab', ['query'])).toBeNull();
  });

  it('gives the whole path of a value nested thousands of levels deep', () => {
    const depth = 5_000;
    let body: unknown = 'x\u0000';
    for (let level = 0; level < depth; level += 1) body = { a: body };
    const path = findUnstorableText(body);
    expect(path).toHaveLength(depth);
    expect(new Set(path)).toEqual(new Set(['a']));
  });

  it('finds the one string that holds it among a quarter of a million', () => {
    const strings = Array.from({ length: 250_000 }, () => 'x');
    strings[249_999] = 'x\u0000';
    expect(findUnstorableText({ list: strings })).toEqual(['list', '249999']);
  });
});
