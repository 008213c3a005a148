import { useId } from 'react';
import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import type { ProductTypeId } from '@hogarte/shared/catalogue';
import { PRODUCT_TYPES } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { brandSchema, type BrandInput } from '@hogarte/shared/schemas/catalogue';
import type { SupplierBrand } from '@hogarte/shared/contracts/brands';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { showServerError, showToast } from '../../../lib/toast';
import { useCreateBrand } from '../api/create-brand';
import { useRenameBrand } from '../api/rename-brand';
import { schemaResolver } from '../utils/schema-resolver';
import { NativeSelectField } from '../../../components/native-select-field';
import { DialogContent } from '../../../components/dialog-content';
import { TextField } from '../../../components/text-field';

interface BrandDialogProps {
  open: boolean;
  onClose: () => void;
  /** Renames this brand (its type stays); without it, a new brand is added. */
  brand?: SupplierBrand | null;
  /** A new brand of this type only (added from the product form, for the product's type). */
  fixedTypeId?: ProductTypeId | undefined;
  /** The saved brand, added or renamed (a rename's answer carries no product count). */
  onSaved?: (brand: { id: number; name: string }) => void;
}

interface BrandFormValues {
  name: string;
  product_type_id: string;
}

function BrandForm({ brand, fixedTypeId, onClose, onSaved }: Omit<BrandDialogProps, 'open'>) {
  const create = useCreateBrand();
  const rename = useRenameBrand();
  const isRename = Boolean(brand);
  const defaultType = String(brand?.product_type_id ?? fixedTypeId ?? '');
  const typeLocked = isRename || fixedTypeId !== undefined;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BrandFormValues, unknown, BrandInput>({
    // The type of a brand never changes: a rename checks the same rules with the type it has.
    resolver: schemaResolver(brandSchema),
    mode: 'onTouched',
    defaultValues: {
      name: brand?.name ?? '',
      product_type_id: defaultType,
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const saved = brand
        ? await rename.mutateAsync({ id: brand.id, name: input.name })
        : await create.mutateAsync(input);
      showToast(
        saved.message || (brand ? MESSAGES.brandUpdated : MESSAGES.brandCreated),
        'success',
      );
      onSaved?.(saved);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['name', 'product_type_id']);
      showServerError(error);
    }
  });

  return (
    <Box
      component="form"
      aria-label={isRename ? 'Renombrar marca' : 'Agregar marca'}
      noValidate
      onSubmit={(event) => {
        // The dialog may open from inside the product form: its submit must not reach that one.
        event.stopPropagation();
        void onSubmit(event);
      }}
    >
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        <TextField
          label="Nombre de la marca"
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 25 } }}
          {...textFieldProps(register('name'), errors.name)}
        />
        <NativeSelectField
          label="Tipo de producto"
          {...(typeLocked
            ? // Shown, not registered: the form keeps the given type in its values.
              { disabled: true, value: defaultType }
            : textFieldProps(register('product_type_id'), errors.product_type_id))}
          helperText={
            errors.product_type_id?.message ??
            (isRename ? 'El tipo de una marca no se puede cambiar.' : undefined)
          }
        >
          <option value="">Selecciona el tipo</option>
          {PRODUCT_TYPES.map((type) => (
            <option key={type.id} value={String(type.id)}>
              {type.name}
            </option>
          ))}
        </NativeSelectField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : 'Guardar'}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Adds a brand (name and type) or renames one (part 2 §2.5 /proveedor/marcas). */
export function BrandDialog({ open, onClose, brand, fixedTypeId, onSaved }: BrandDialogProps) {
  const titleId = useId();
  const title = brand ? 'Renombrar marca' : 'Agregar marca';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* Mounted only while open, so each opening starts from the brand given. */}
      {open ? (
        <BrandForm brand={brand} fixedTypeId={fixedTypeId} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Dialog>
  );
}
