import { useEffect } from 'react';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, enqueueSnackbar } from 'notistack';
import { connectToastHost } from '../lib/toast';

/** Styled in providers.tsx, which loads first: toasts sit above the WhatsApp button. */
const TOASTS_CLASS = 'toasts-above-whatsapp';

/** notistack's own colours put white text on light green and orange: the theme's keep 4.5:1. */
const ToastContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
}));
const TOAST_CONTENT = {
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

/**
 * The toast host (bottom right, spec §9). Screens call `showToast`, so the host wraps nothing
 * and its code loads with the first toast.
 */
export function Toaster() {
  useEffect(
    () => connectToastHost((toast) => enqueueSnackbar(toast.message, { variant: toast.variant })),
    [],
  );
  return (
    <SnackbarProvider
      maxSnack={3}
      preventDuplicate
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      classes={{ containerAnchorOriginBottomRight: TOASTS_CLASS }}
      Components={TOAST_CONTENT}
    />
  );
}
