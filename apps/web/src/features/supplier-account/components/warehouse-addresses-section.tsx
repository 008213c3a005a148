import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import WarehouseOutlinedIcon from '@mui/icons-material/WarehouseOutlined';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import type { StorageAddress } from '@hogarte/shared/contracts/suppliers';
import { CityAutocomplete } from '../../../components/city-autocomplete';
import { SettingsSection } from '../../../components/settings-section';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors, serverMessage } from '../../../lib/form-errors';
import { cityLabel } from '../../../lib/lookups';
import { showToast } from '../../../lib/toast';
import { useAddStorageAddress } from '../api/add-storage-address';
import { useDeleteStorageAddress } from '../api/delete-storage-address';
import { useStorageAddresses } from '../../../lib/storage-addresses';
import { LoadError } from '../../../components/load-error';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { TextField } from '../../../components/text-field';

const warehouseAddressResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/people').then((module) => module.warehouseAddressSchema),
);

const EMPTY = { street_address: '', city_name: '', city_id: undefined };

/** The add form; off at three warehouses (part 2 §5), which the API enforces too. */
function AddWarehouseForm({ atLimit }: { atLimit: boolean }) {
  const add = useAddStorageAddress();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    trigger,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: warehouseAddressResolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input);
      showToast('Dirección de bodega agregada exitosamente', 'success');
      reset(EMPTY);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['street_address', 'city_name'], {
        city_id: 'city_name',
      });
      showToast(serverMessage(error, MESSAGES.warehouseAddFailed), 'error');
    }
  });

  return (
    <Box
      component="form"
      aria-label="Agregar bodega"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        Agregar bodega
      </Typography>
      {atLimit ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {MESSAGES.warehouseLimit}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Dirección de la bodega"
          autoComplete="street-address"
          disabled={atLimit}
          {...textFieldProps(register('street_address'), errors.street_address)}
        />
        <Controller
          control={control}
          name="city_id"
          render={({ field }) => (
            <CityAutocomplete
              value={field.value ?? ''}
              inputRef={field.ref}
              disabled={atLimit}
              onChange={(city) => {
                field.onChange(city?.id);
                setValue('city_name', city ? cityLabel(city) : '', {
                  shouldValidate: true,
                  shouldTouch: true,
                });
              }}
              onBlur={() => {
                field.onBlur();
                void trigger('city_name');
              }}
              error={Boolean(errors.city_name ?? errors.city_id)}
              helperText={errors.city_name?.message ?? errors.city_id?.message}
            />
          )}
        />
        <Box>
          <Button type="submit" variant="outlined" disabled={atLimit || isSubmitting}>
            {isSubmitting ? 'Agregando…' : 'Agregar dirección'}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

function WarehouseRow({ address }: { address: StorageAddress }) {
  const remove = useDeleteStorageAddress();
  const onDelete = () => {
    remove.mutate(address.id, {
      onSuccess: (answer) => showToast(answer?.message ?? MESSAGES.addressDeleted, 'success'),
      onError: () => showToast(MESSAGES.addressDeleteFailed, 'error'),
    });
  };
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={`Eliminar dirección ${address.street_address}`}
          onClick={onDelete}
          disabled={remove.isPending}
        >
          <DeleteOutlineIcon />
        </IconButton>
      }
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <WarehouseOutlinedIcon aria-hidden />
      </ListItemIcon>
      <ListItemText
        primary={address.street_address}
        secondary={address.city_name}
        sx={{ pr: 4, overflowWrap: 'anywhere' }}
      />
    </ListItem>
  );
}

/** The supplier's warehouses (dispatch addresses): list, delete and add, at most three. */
export function WarehouseAddressesSection() {
  const { data: addresses, error, isPending } = useStorageAddresses();
  const atLimit = (addresses?.length ?? 0) >= LIMITS.warehouseAddressesMax;
  return (
    <SettingsSection
      title="Bodegas"
      description={`Las direcciones desde donde despachas tus productos (máximo ${LIMITS.warehouseAddressesMax}).`}
    >
      {isPending ? (
        <CircularProgress size={24} aria-label="Cargando bodegas" />
      ) : addresses ? (
        addresses.length > 0 ? (
          <List aria-label="Direcciones de bodega" sx={{ mb: 2 }}>
            {addresses.map((address) => (
              <WarehouseRow key={address.id} address={address} />
            ))}
          </List>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Aún no tienes direcciones de bodega.
          </Typography>
        )
      ) : (
        <LoadError error={error} sx={{ mb: 2 }} />
      )}
      {/* Until the list is known the limit is unknown too: the form waits for it. */}
      {addresses ? <AddWarehouseForm atLimit={atLimit} /> : null}
    </SettingsSection>
  );
}
