/**
 * How the store header's entries ('Ingresa', 'Mi cuenta', 'Cerrar sesión') are drawn. Phones get
 * them as icons, so the logo keeps the room; each entry stays one element whose text, hidden on a
 * phone, is still its name for screen readers. Drawn by CSS, the header needs no `useMediaQuery`
 * and has one form at every width (decision 049).
 */
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '../../../components/visually-hidden';

export const textFromTablet = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: visuallyHidden,
});

export const iconOnPhone = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: { minWidth: 40, px: 1, '& .MuiButton-startIcon': { m: 0 } },
});

/** The icon is the phone's whole entry; from tablets up the text alone says it. */
export const iconOnlyOnPhone = (theme: Theme) => ({
  [theme.breakpoints.up('sm')]: { '& .MuiButton-startIcon': { display: 'none' } },
});

/** An outlined entry drawn as an icon on a phone, as the others are: no outline there. */
export const noOutlineOnPhone = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: { borderColor: 'transparent' },
});
