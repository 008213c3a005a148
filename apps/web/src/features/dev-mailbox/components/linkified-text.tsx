import { Fragment } from 'react';
import Link from '@mui/material/Link';

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** Splits text into plain parts and URLs, trimming punctuation that ends a sentence. */
export function splitLinks(text: string): Array<{ kind: 'text' | 'url'; value: string }> {
  const parts: Array<{ kind: 'text' | 'url'; value: string }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.,;:!?]+$/, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    parts.push({ kind: 'url', value: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

/** A message's text with every address clickable (the reset link, for one). */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === 'url' ? (
          <Link key={index} href={part.value} sx={{ wordBreak: 'break-all' }}>
            {part.value}
          </Link>
        ) : (
          <Fragment key={index}>{part.value}</Fragment>
        ),
      )}
    </>
  );
}
