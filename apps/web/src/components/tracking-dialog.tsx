import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { textFieldProps } from '../lib/field-props';
import { applyServerFieldErrors, serverMessage } from '../lib/form-errors';
import { ResponsiveDialog } from './responsive-dialog';
import { DialogContent } from './dialog-content';
import { lazySchemaResolver } from '../lib/lazy-schema-resolver';
import { TextField } from './text-field';

const trackingInputResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/remodelings').then((module) => module.trackingInputSchema),
);

interface TrackingDialogProps {
  quoteName: string;
  /** Sends the link (the process sheet's call or the presential quote's); rejects on a refusal. */
  onAdd: (url: string) => Promise<unknown>;
  onClose: () => void;
  /**
   * The links already added, each with its delete button, shown above the form: the dialog then
   * stays open after adding so another can follow. Without them (the process sheet, which shows
   * its links on the quote) it closes.
   */
  children?: ReactNode;
}

/**
 * 'Agregar enlace' (part 2 §4, §8): a supplier's tracking link for its products of a paid quote.
 * Any refusal, the field's or the server's own, is shown under the url field.
 */
export function TrackingDialog({ quoteName, onAdd, onClose, children }: TrackingDialogProps) {
  const titleId = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: trackingInputResolver,
    mode: 'onTouched',
    defaultValues: { url: '' },
  });

  const onSubmit = handleSubmit(async ({ url }) => {
    try {
      await onAdd(url);
      if (children) reset();
      else onClose();
    } catch (error) {
      const { placed } = applyServerFieldErrors(error, setError, ['url']);
      if (placed === 0) {
        setError('url', { type: 'server', message: serverMessage(error) }, { shouldFocus: true });
      }
    }
  });

  return (
    <ResponsiveDialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>Agregar enlace de seguimiento · {quoteName}</DialogTitle>
        <DialogContent>
          {children}
          <Box sx={{ pt: 1 }}>
            <TextField
              label="Enlace de seguimiento"
              placeholder="https://"
              type="url"
              fullWidth
              autoComplete="url"
              {...textFieldProps(register('url'), errors.url)}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {children ? 'Cerrar' : 'Cancelar'}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Agregar
          </Button>
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}
