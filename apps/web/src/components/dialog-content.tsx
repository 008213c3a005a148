/**
 * Every dialog's body: MUI's `DialogContent`, which scrolls when the dialog is taller than its
 * room. While it scrolls it is a focusable region named by the dialog's title, so a keyboard user
 * reaches and scrolls a body that holds no link or field (a supplier's application whose documents
 * are still loading, a long message), as `DataTable` does for a table wider than its room (axe:
 * scrollable-region-focusable). A body that fits is left out of the tab order.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import MuiDialogContent, { type DialogContentProps } from '@mui/material/DialogContent';

/** The scrolling body's region name (the dialog's own label), or null when it does not scroll. */
function scrollRegionLabel(body: HTMLElement): string | null {
  if (body.scrollHeight <= body.clientHeight && body.scrollWidth <= body.clientWidth) return null;
  return body.closest('[role="dialog"]')?.getAttribute('aria-labelledby') ?? '';
}

export function DialogContent(props: DialogContentProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [labelledBy, setLabelledBy] = useState<string | null>(null);

  useLayoutEffect(() => {
    const body = ref.current;
    if (!body) return;
    const measure = () => setLabelledBy(scrollRegionLabel(body));
    measure();
    // Again when its room changes (the window, a phone turned) or what it shows does (a list
    // that has loaded, a section opened).
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(body);
    const changed = new MutationObserver(measure);
    changed.observe(body, { childList: true, subtree: true, characterData: true });
    return () => {
      resized?.disconnect();
      changed.disconnect();
    };
  }, []);

  const region =
    labelledBy === null
      ? {}
      : { tabIndex: 0, role: 'region', 'aria-labelledby': labelledBy || undefined };
  return <MuiDialogContent ref={ref} {...region} {...props} />;
}
