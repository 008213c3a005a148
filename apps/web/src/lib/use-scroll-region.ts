/**
 * A part of a page that scrolls and holds nothing focusable must itself be reachable by keyboard
 * (axe: scrollable-region-focusable). This measures whether an element scrolls (its content wider
 * or taller than its room) before paint, and again when its room changes (the window, a phone
 * turned) or what it shows does (a list that has loaded, a column that widened). While it scrolls
 * the caller makes it a focusable region (`DataTable`, `DialogContent`); a part that fits stays
 * out of the tab order.
 *
 * `nameOf` reads, from the element, what the region is called (it runs only while it scrolls);
 * pass a module-level function, so the measuring is set up once.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

function scrolls(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
}

/** What `nameOf` read while the element scrolls; `null` while it fits. */
export function useScrollRegion<Name>(
  ref: RefObject<HTMLElement | null>,
  nameOf: (element: HTMLElement) => Name,
): Name | null {
  const [name, setName] = useState<Name | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setName(scrolls(element) ? nameOf(element) : null);
    measure();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(element);
    // What it holds may resize without a change in the markup (a table's columns)…
    if (element.firstElementChild) resized?.observe(element.firstElementChild);
    // …or grow inside a room that keeps its size (a dialog's body).
    const changed = new MutationObserver(measure);
    changed.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      resized?.disconnect();
      changed.disconnect();
    };
  }, [ref, nameOf]);
  return name;
}
