/**
 * What a client's requests to a designer of /asesoria-virtual share (decisions 029 and 030): the
 * dialog around the form, the place the request is for (address, and the city from the
 * municipality list, checked with the requests' own rules) and how a refusal is shown.
 */
import { useId, useState, type FormEventHandler, type ReactNode } from 'react';
import {
  Controller,
  useFormContext,
  type FieldValues,
  type Path,
  type UseFormSetError,
} from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CityAutocomplete } from '../../../components/city-autocomplete';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors, serverMessage } from '../../../lib/form-errors';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { cityLabel } from '../../../lib/lookups';
import { showToast } from '../../../lib/toast';
import { DialogContent } from '../../../components/dialog-content';
import { TextField } from '../../../components/text-field';

/** The place of a request, with the rules both requests check on the server too. */
export const requestPlaceResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/remodelings').then((module) =>
    module.remodelingCreateSchema.pick({ address: true, city_name: true }),
  ),
);

interface PlaceValues extends FieldValues {
  address: string;
  city_name: string;
}

/** Address and city; the form around them (a `FormProvider`) holds `address` and `city_name`. */
export function RequestPlaceFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PlaceValues>();
  // The picker shows the city by its id; the request carries its name, as the pages show it.
  const [cityId, setCityId] = useState('');
  return (
    <>
      <TextField
        label="Dirección"
        autoComplete="street-address"
        slotProps={{ htmlInput: { maxLength: 200 } }}
        {...textFieldProps(register('address'), errors.address)}
      />
      <Controller
        name="city_name"
        control={control}
        render={({ field, fieldState }) => (
          <CityAutocomplete
            value={cityId}
            onChange={(city) => {
              setCityId(city?.id ?? '');
              field.onChange(city ? cityLabel(city) : '');
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}

/**
 * A refused request: the server's field errors on the fields shown, else its first field message
 * (the designer no longer available comes on `designer_uuid`, which no field shows) or its own.
 */
export function showRequestRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: Partial<Record<string, Path<T>>> = {},
) {
  const { placed, unplaced } = applyServerFieldErrors(error, setError, fields, aliases);
  if (placed === 0) showToast(unplaced[0] ?? serverMessage(error), 'error');
}

interface DesignerRequestDialogProps {
  title: string;
  /** What the request does, said to the client above the fields. */
  intro: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** The fields: the place, and what this request adds. */
  children: ReactNode;
}

export function DesignerRequestDialog({
  title,
  intro,
  submitting,
  onSubmit,
  onClose,
  children,
}: DesignerRequestDialogProps) {
  const titleId = useId();
  return (
    <ResponsiveDialog
      open
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
          <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={submitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            Solicitar
          </Button>
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}
