import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { DeliveryAddress } from '@hogarte/shared/contracts/shipping';
import {
  addressDeleteFailed,
  addressDeleted,
  cityUnknown,
} from '@hogarte/shared/message-texts/accounts';
import { addressAdded, addressesNotFound } from '@hogarte/shared/message-texts/orders';
import { CityAutocomplete } from '../../../components/city-autocomplete';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors, serverMessage } from '../../../lib/form-errors';
import { showServerError, showToast } from '../../../lib/toast';
import { useAddAddress } from '../api/add-address';
import { useDeleteAddress } from '../api/delete-address';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { TextField } from '../../../components/text-field';

const deliveryAddressResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/commerce').then((module) => module.deliveryAddressSchema),
);

const EMPTY = { street_address: '', city: '' };

function AddAddressForm({
  onAdded,
  onCancel,
}: {
  onAdded: (address: DeliveryAddress) => void;
  onCancel: (() => void) | null;
}) {
  const add = useAddAddress();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: deliveryAddressResolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const address = await add.mutateAsync(input);
      showToast(addressAdded, 'success');
      onAdded(address);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['street_address', 'city']);
      showServerError(error);
    }
  });

  return (
    <Box
      component="form"
      aria-label="Agregar dirección de entrega"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        p: 2,
        borderRadius: 1.6,
        bgcolor: '#fbf5ee',
      }}
    >
      <TextField
        label="Dirección"
        placeholder="Calle 10 # 43-12, apto 301"
        autoComplete="street-address"
        {...textFieldProps(register('street_address'), errors.street_address)}
      />
      <Controller
        control={control}
        name="city"
        render={({ field }) => (
          <CityAutocomplete
            value={field.value}
            inputRef={field.ref}
            onChange={(city) => field.onChange(city?.id ?? '')}
            onBlur={field.onBlur}
            error={Boolean(errors.city)}
            helperText={errors.city ? cityUnknown : undefined}
          />
        )}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="outlined" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : 'Guardar dirección'}
        </Button>
        {onCancel ? (
          <Button onClick={onCancel} color="inherit" disabled={isSubmitting}>
            Cancelar
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

interface AddressSectionProps {
  addresses: DeliveryAddress[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** Where the parcels go: the buyer's addresses to choose from, delete or add (part 2 §7). */
export function AddressSection({
  addresses,
  loading,
  error,
  onRetry,
  selectedId,
  onSelect,
}: AddressSectionProps) {
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<DeliveryAddress | null>(null);
  const remove = useDeleteAddress();

  if (loading) return <CircularProgress size={24} aria-label="Cargando direcciones" />;
  if (!addresses) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Reintentar
          </Button>
        }
      >
        {serverMessage(error)}
      </Alert>
    );
  }

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => showToast(addressDeleted, 'success'),
      onError: () => showToast(addressDeleteFailed, 'error'),
      onSettled: () => setToDelete(null),
    });
  };
  const showForm = adding || addresses.length === 0;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {addresses.length === 0 ? (
        <Typography color="text.secondary">{addressesNotFound}</Typography>
      ) : (
        <RadioGroup
          aria-label="Dirección de entrega"
          value={selectedId === null ? '' : String(selectedId)}
          onChange={(event) => onSelect(Number(event.target.value))}
          sx={{ gap: 1 }}
        >
          {addresses.map((address) => (
            <Box
              key={address.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                pl: 1.5,
                pr: 0.5,
                border: 1,
                borderRadius: 1.6,
                borderColor: address.id === selectedId ? 'primary.main' : 'divider',
                bgcolor: address.id === selectedId ? 'rgba(156, 79, 50, 0.05)' : 'transparent',
              }}
            >
              <FormControlLabel
                value={String(address.id)}
                control={<Radio />}
                label={
                  <Box sx={{ py: 1 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {address.street_address}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {address.city.name}
                    </Typography>
                  </Box>
                }
                sx={{ flex: 1, mr: 0, minWidth: 0 }}
              />
              <IconButton
                aria-label={`Eliminar dirección ${address.street_address}`}
                onClick={() => setToDelete(address)}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          ))}
        </RadioGroup>
      )}
      {showForm ? (
        <AddAddressForm
          onAdded={(address) => {
            setAdding(false);
            onSelect(address.id);
          }}
          onCancel={addresses.length > 0 ? () => setAdding(false) : null}
        />
      ) : (
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Agregar dirección
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Eliminar dirección"
        confirmLabel="Eliminar"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        pending={remove.isPending}
      >
        {toDelete
          ? `¿Quieres eliminar la dirección ${toDelete.street_address}, ${toDelete.city.name}?`
          : ''}
      </ConfirmDialog>
    </Box>
  );
}
