import { FormProvider, useForm } from 'react-hook-form';
import { MESSAGES } from '@hogarte/shared/messages';
import type { ProductDetail } from '@hogarte/shared/contracts/catalogue';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useUpdatePackagingMeasurements } from '../api/update-packaging-measurements';
import {
  PRODUCT_ERROR_FIELDS,
  packagingResolver,
  productFormValues,
  type PackagingValues,
  type ProductFormValues,
} from '../utils/product-form';
import { EditTabForm } from './edit-tab-form';
import { PackagingFields } from './packaging-fields';
import { ProductFormGrid } from './product-form-grid';

/** 'Medidas del empaque': the presentation goes in the path, the measures in the body. */
export function ProductPackagingTab({ product }: { product: ProductDetail }) {
  const update = useUpdatePackagingMeasurements();
  const form = useForm<ProductFormValues, unknown, PackagingValues>({
    resolver: packagingResolver(product.weight),
    mode: 'onTouched',
    defaultValues: productFormValues(product),
  });

  const onSubmit = form.handleSubmit(async ({ packing_presentation_id, ...input }) => {
    try {
      const answer = await update.mutateAsync({
        id: product.id,
        packingPresentationId: packing_presentation_id,
        input,
      });
      showToast(MESSAGES.packagingMeasurementsUpdated, 'success');
      form.reset(productFormValues(answer.product));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, PRODUCT_ERROR_FIELDS);
      showToast(MESSAGES.packagingMeasurementsUpdateFailed, 'error');
    }
  });

  return (
    <FormProvider {...form}>
      <EditTabForm
        label="Medidas del empaque"
        submitLabel="Guardar medidas del empaque"
        onSubmit={onSubmit}
      >
        <ProductFormGrid columns={3}>
          <PackagingFields />
        </ProductFormGrid>
      </EditTabForm>
    </FormProvider>
  );
}
