/**
 * The look of the marketplace: warm terracotta and deep olive on a soft linen background, a serif
 * for headings (homes, craft) and the system sans for everything people read and fill in. Only
 * system fonts: the API's content security policy serves fonts from our own origin alone.
 */
import { createTheme } from '@mui/material/styles';
import { LIMITS } from '@hogarte/shared/limits';
import { starsLabel } from '../lib/stars';

const SANS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
const SERIF = '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif';

export const theme = createTheme({
  // `md` is the spec's compact-layout threshold: below 992 px the side menu becomes temporary.
  breakpoints: {
    values: { xs: 0, sm: 600, md: LIMITS.compactLayoutBelowPx, lg: 1280, xl: 1536 },
  },
  palette: {
    mode: 'light',
    primary: { main: '#9c4f32', light: '#c47a5a', dark: '#73361f', contrastText: '#ffffff' },
    secondary: { main: '#3f5a4c', light: '#6b8577', dark: '#283b31', contrastText: '#ffffff' },
    background: { default: '#faf6f0', paper: '#ffffff' },
    text: { primary: '#2b2420', secondary: '#6a5f57' },
    divider: 'rgba(60, 40, 30, 0.12)',
    // Status colours are text too (outlined chips) and carry white text (filled chips, toasts):
    // each keeps 4.5:1 against white and the linen background (WCAG AA).
    success: { main: '#2e7d4f' },
    warning: { main: '#95600f' },
    info: { main: '#0b6aa2' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: SANS,
    h1: { fontFamily: SERIF, fontWeight: 600, letterSpacing: '-0.01em' },
    h2: { fontFamily: SERIF, fontWeight: 600, letterSpacing: '-0.01em' },
    h3: { fontFamily: SERIF, fontWeight: 600 },
    h4: { fontFamily: SERIF, fontWeight: 600 },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    overline: { fontWeight: 600, letterSpacing: '0.12em' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 18 } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 16 } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: { backgroundColor: '#ffffff', borderBottom: '1px solid rgba(60, 40, 30, 0.12)' },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // A link inside text is underlined, not told apart by its colour alone (WCAG 1.4.1); lists
    // of links that stand alone (the footer's) ask for 'hover' themselves.
    MuiLink: { defaultProps: { underline: 'always' } },
    // MUI's own words are English: the tips of a picker's buttons, a notice's close button and
    // the names a screen reader gives to stars. Screens may still word them for themselves.
    MuiAutocomplete: {
      defaultProps: {
        openText: 'Abrir',
        closeText: 'Cerrar',
        clearText: 'Borrar',
        noOptionsText: 'Sin opciones',
        loadingText: 'Cargando…',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
    // A dialog puts the focus on its paper (MUI 7), where a screen reader starts reading. The
    // paper is not a control: without this, a dialog that opens on its own (a payment's result
    // after Wompi) wears the browser's default focus ring, as no pointer was used yet.
    MuiDialog: { styleOverrides: { paper: { outline: 0 } } },
    MuiRating: {
      defaultProps: {
        emptyLabelText: 'Sin calificación',
        getLabelText: starsLabel,
      },
    },
  },
});
