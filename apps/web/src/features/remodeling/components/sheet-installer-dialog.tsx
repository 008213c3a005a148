import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import { LIMITS } from '@hogarte/shared/limits';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { showServerError } from '../../../lib/toast';
import { useAddInstaller } from '../api/add-installer';
import { DialogContent } from '../../../components/dialog-content';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { TextField } from '../../../components/text-field';

const installerInputResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/remodelings').then((module) => module.installerInputSchema),
);

const EMPTY = { full_name: '', cedula: '' };

interface SheetInstallerDialogProps {
  hashid: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Agregar instalador' (spec part 2 §5 Installer): the installer's full name and a cédula of 8 to
 * 10 digits, checked with the spec's messages before sending and again by the server. Used on the
 * process sheet and in the lsh's 'Ordenes pagadas'.
 */
function SheetInstallerDialog({ hashid, open, onClose }: SheetInstallerDialogProps) {
  const titleId = useId();
  const add = useAddInstaller(hashid);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: installerInputResolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      close();
    } catch (error) {
      const { placed } = applyServerFieldErrors(error, setError, ['full_name', 'cedula']);
      // Part 2 §8: an installer that could not be added says the generic text.
      if (placed === 0) showServerError(error);
    }
  });

  return (
    <ResponsiveDialog
      open={open}
      onClose={isSubmitting ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="xs"
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>Agregar instalador</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <TextField
              label="Nombre completo"
              autoComplete="off"
              {...textFieldProps(register('full_name'), errors.full_name)}
            />
            <TextField
              label="Cédula"
              autoComplete="off"
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  maxLength: LIMITS.installerCedulaMaxDigits,
                },
              }}
              {...textFieldProps(register('cedula'), errors.cedula)}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Agregar
          </Button>
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}

/**
 * The button that opens 'Agregar instalador' for one sheet: outlined as the sheet section's action,
 * a text button among a table row's other actions.
 */
export function SheetInstallerButton({
  hashid,
  variant = 'outlined',
}: {
  hashid: string;
  variant?: 'outlined' | 'text';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant={variant}
        startIcon={<PersonAddAltOutlinedIcon />}
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Agregar instalador
      </Button>
      <SheetInstallerDialog hashid={hashid} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
