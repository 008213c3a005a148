/**
 * `slotProps` of a TextField with `select` that opens the browser's own list: keyboard- and
 * phone-friendly, and found by its label in tests and journeys. A native select always shows an
 * option, so its label stays raised above it instead of lying over the value.
 */
export const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;
