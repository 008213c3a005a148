import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.js';

describe('text written into HTML', () => {
  it('cannot open a tag or leave a quoted attribute', () => {
    expect(escapeHtml(`<img src="x" onerror='alert(1)'> & más`)).toBe(
      '&lt;img src=&quot;x&quot; onerror=&#39;alert(1)&#39;&gt; &amp; más',
    );
  });
});
