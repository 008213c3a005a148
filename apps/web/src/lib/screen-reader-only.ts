/** Styles for text read by screen readers only: what a dot or a colour says to sighted people. */
export const SCREEN_READER_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
