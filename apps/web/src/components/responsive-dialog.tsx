import Dialog, { type DialogProps } from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** A dialog as wide as its `maxWidth` allows, taking the whole screen on a phone. */
export function ResponsiveDialog(props: DialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return <Dialog fullWidth fullScreen={phone} {...props} />;
}
