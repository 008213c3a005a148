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

/** What a link shows: the address, cut with an ellipsis past `maxLength` (the chat's 150). */
export function linkLabel(url: string, maxLength?: number): string {
  return maxLength !== undefined && url.length > maxLength ? `${url.slice(0, maxLength)}…` : url;
}

/**
 * A message's text with every address clickable (the reset link, a chat message's link); a long
 * address shows cut to `maxLength` but still leads to the whole one.
 */
export function LinkifiedText({ text, maxLength }: { text: string; maxLength?: number }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === 'url' ? (
          <Link
            key={index}
            href={part.value}
            target={maxLength === undefined ? undefined : '_blank'}
            rel="noopener noreferrer"
            sx={{ wordBreak: 'break-all' }}
          >
            {linkLabel(part.value, maxLength)}
          </Link>
        ) : (
          <Fragment key={index}>{part.value}</Fragment>
        ),
      )}
    </>
  );
}
