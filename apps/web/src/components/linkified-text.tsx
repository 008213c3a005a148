import { Fragment } from 'react';
import Link from '@mui/material/Link';

/** What ends an address in a text: a space, a quote or a closing bracket. */
const URL_ENDS = String.raw`\s<>"')\]`;
const URL_END = new RegExp(`[${URL_ENDS}]`);
const URL_PATTERN = new RegExp(`https?://[^${URL_ENDS}]+`, 'g');

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

/** `encodeURIComponent` leaves the quote and the bracket as they are: these take their code. */
function escaped(character: string): string {
  const code = character.charCodeAt(0);
  return code < 0x80
    ? `%${code.toString(16).toUpperCase().padStart(2, '0')}`
    : encodeURIComponent(character);
}

/**
 * An address as people read it (`/Cerámicas%20del%20Valle/…` rather than `/Cer%C3%A1micas…`),
 * still one link once written in a text: escapes that would end it here (a space, a quote, a
 * bracket) stay, and so do those of the address's own separators (`%2F`, `%3F`, `%23`…), which
 * `decodeURI` keeps.
 */
export function readableUrl(url: string): string {
  let decoded: string;
  try {
    decoded = decodeURI(url);
  } catch {
    // A stray '%' that escapes nothing: the address is shown as it came.
    return url;
  }
  return [...decoded]
    .map((character) => (URL_END.test(character) ? escaped(character) : character))
    .join('');
}

/**
 * What a link shows: the address as people read it, cut with an ellipsis past `maxLength` (the
 * chat's 150).
 */
export function linkLabel(url: string, maxLength?: number): string {
  const label = readableUrl(url);
  return maxLength !== undefined && label.length > maxLength
    ? `${label.slice(0, maxLength)}…`
    : label;
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
