import Box from '@mui/material/Box';

interface CountedHelperTextProps {
  /** The field's problem, if any; shown on the left. */
  message?: string | undefined;
  length: number;
  max: number;
}

/**
 * A text field's helper line with a `120/500` counter on the right, so people writing a bio or a
 * description see the limit before the form refuses it. Spans only: MUI renders helper text
 * inside a paragraph.
 */
export function CountedHelperText({ message, length, max }: CountedHelperTextProps) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{message ?? ''}</span>
      <Box component="span" sx={{ flexShrink: 0 }}>
        {length}/{max}
      </Box>
    </Box>
  );
}
