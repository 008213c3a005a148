import { useRef } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CATEGORY_IDS, productTypeOfCategory } from '@hogarte/shared/catalogue';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { FileField } from '../../../components/file-field';
import { SettingsSection } from '../../../components/settings-section';
import { applyServerFieldErrors, serverMessage } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useCreateProduct } from '../api/create-product';
import {
  PRODUCT_ERROR_FIELDS,
  emptyProductValues,
  productCreateBody,
  productCreateResolver,
  type ProductCreateValues,
  type ProductFormValues,
} from '../utils/product-form';
import { AmbientImagesField } from './ambient-images-field';
import { PackagingFields } from './packaging-fields';
import { ProductDimensionFields } from './product-dimension-fields';
import { ProductFormGrid } from './product-form-grid';
import { ProductGeneralFields } from './product-general-fields';
import { ProductImageField } from './product-image-field';

interface ProductCreateFormProps {
  /** The categories offered; a coverings or decoratives table offers only its own. */
  categoryIds?: readonly number[];
  onCreated: (productId: number) => void;
  onCancel: () => void;
}

/**
 * 'Crear un nuevo producto' (part 2 §2.5, §5): four sections checked with the schema of the chosen
 * category, sent as one multipart request with the cover, the ambient images and the sheet.
 */
export function ProductCreateForm({
  categoryIds = CATEGORY_IDS,
  onCreated,
  onCancel,
}: ProductCreateFormProps) {
  const create = useCreateProduct();
  const onlyCategory = categoryIds.length === 1 ? categoryIds[0] : undefined;
  const form = useForm<ProductFormValues, unknown, ProductCreateValues>({
    resolver: productCreateResolver,
    mode: 'onTouched',
    defaultValues: emptyProductValues(onlyCategory),
  });
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    trigger,
    getValues,
    formState: { isSubmitting, isSubmitted },
  } = form;
  const categoryText = useWatch({ control, name: 'category_id' });
  const categoryId = categoryText === '' ? null : Number(categoryText);
  const previousCategory = useRef<number | null>(onlyCategory ?? null);

  const onCategoryChange = (next: number | null) => {
    const before = previousCategory.current;
    previousCategory.current = next;
    // Brands are of coverings or of decoratives: one chosen for the other type no longer fits.
    const typeChanged =
      before === null ||
      next === null ||
      productTypeOfCategory(before) !== productTypeOfCategory(next);
    if (typeChanged && getValues('supplier_brand_id') !== '') setValue('supplier_brand_id', '');
    // Once submitted, the messages follow the new category's rules at once.
    if (isSubmitted) void trigger();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync(productCreateBody(values));
      showToast(MESSAGES.productCreated, 'success');
      onCreated(answer.id);
    } catch (error) {
      applyServerFieldErrors(error, setError, PRODUCT_ERROR_FIELDS);
      showToast(serverMessage(error, MESSAGES.productCreateFailed), 'error');
    }
  });

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        aria-label="Crear un nuevo producto"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <Stack spacing={3}>
          <SettingsSection title="Información general">
            <ProductFormGrid>
              <ProductGeneralFields categoryIds={categoryIds} onCategoryChange={onCategoryChange} />
            </ProductFormGrid>
          </SettingsSection>

          <SettingsSection
            title="Dimensiones del producto"
            description="En metros (el espesor en centímetros), con punto como separador decimal: 0.60. Llena al menos dos medidas."
          >
            {categoryId === null ? (
              <Typography color="text.secondary">
                Elige la categoría del producto para ver sus medidas.
              </Typography>
            ) : (
              <ProductFormGrid>
                <ProductDimensionFields categoryId={categoryId} checksPackageWeight />
              </ProductFormGrid>
            )}
          </SettingsSection>

          <SettingsSection
            title="Dimensiones del empaque"
            description="Medidas en centímetros y peso en kilogramos, con punto decimal."
          >
            <ProductFormGrid>
              <PackagingFields />
            </ProductFormGrid>
          </SettingsSection>

          <SettingsSection title="Imágenes y documentos">
            <Stack spacing={3}>
              <Controller
                control={control}
                name="cover"
                render={({ field, fieldState }) => (
                  <ProductImageField
                    label="Imagen principal"
                    file={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="ambient"
                render={({ field, fieldState }) => (
                  <AmbientImagesField
                    files={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="sheet"
                render={({ field, fieldState }) => (
                  <FileField
                    label="Ficha técnica"
                    kind={FILE_KIND.imageOrPdf}
                    file={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    helperText="Un PDF o una imagen JPG o PNG de máximo 15MB."
                  />
                )}
              />
            </Stack>
          </SettingsSection>

          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button onClick={onCancel} disabled={isSubmitting}>
              Cancelar
            </Button>
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              {isSubmitting ? 'Creando producto…' : 'Crear producto'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}
