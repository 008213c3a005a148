import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { remodelingCreateSchema } from '@hogarte/shared/schemas/remodelings';
import { CityAutocomplete } from '../../../components/city-autocomplete';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors, serverMessage } from '../../../lib/form-errors';
import { cityLabel } from '../../../lib/lookups';
import { showToast } from '../../../lib/toast';
import { useCreateRemodeling } from '../api/create-remodeling';
import { sheetPath } from '../../../lib/sheet-path';

/** The address and the city, checked with the request's own rules; the spaces use a stepper. */
const placeSchema = remodelingCreateSchema.pick({ address: true, city_name: true });

interface RemodelingRequestDialogProps {
  designer: { uuid: string; name: string };
  onClose: () => void;
}

/**
 * 'Solicitar remodelación' (decision 029): a client asks the designer of a card for a remodelling
 * of so many spaces at an address. The new sheet opens at once; the designer is told by email and
 * WhatsApp and schedules the visit there.
 */
export function RemodelingRequestDialog({ designer, onClose }: RemodelingRequestDialogProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const create = useCreateRemodeling();
  const [spaces, setSpaces] = useState(1);
  // The picker shows the city by its id; the request carries its name, as the sheet shows it.
  const [cityId, setCityId] = useState('');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(placeSchema),
    mode: 'onTouched',
    defaultValues: { address: '', city_name: '' },
  });

  const onSubmit = handleSubmit(async (place) => {
    try {
      const answer = await create.mutateAsync({
        designer_uuid: designer.uuid,
        ...place,
        space_quantity: spaces,
      });
      showToast(answer.message, 'success');
      void navigate(sheetPath(answer.hashid));
    } catch (error) {
      // The designer no longer available comes on `designer_uuid`, which no field shows.
      const { placed, unplaced } = applyServerFieldErrors(error, setError, [
        'address',
        'city_name',
      ]);
      if (placed === 0)
        showToast(unplaced[0] ?? serverMessage(error, MESSAGES.unexpected), 'error');
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
        <DialogTitle id={titleId}>Solicitar remodelación</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Cuéntale a {designer.name} dónde quieres remodelar. Creamos tu hoja de proceso y tu
            diseñador(a) agenda la visita a tu espacio.
          </DialogContentText>
          <Box sx={{ display: 'grid', gap: 2 }}>
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
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
              }}
            >
              <Typography>Espacios a remodelar</Typography>
              <QuantityStepper
                label="Número de espacios"
                value={spaces}
                size="small"
                onDecrement={() => setSpaces((current) => current - 1)}
                onIncrement={() => setSpaces((current) => current + 1)}
                decrementDisabled={spaces <= 1}
                incrementDisabled={spaces >= LIMITS.remodelingSpacesMax}
              />
            </Box>
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Solicitar
          </Button>
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}
