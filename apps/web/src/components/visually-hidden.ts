/**
 * Text for screen readers only: kept in the accessibility tree, never painted (the usual
 * clip pattern; `display: none` would hide it from assistive technology too).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
