import { FormProvider, useForm } from 'react-hook-form';
import { MESSAGES } from '@hogarte/shared/messages';
import type { ProductDimensions } from '@hogarte/shared/schemas/catalogue';
import type { ProductDetail } from '@hogarte/shared/contracts/catalogue';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useUpdateProductMeasurements } from '../api/update-product-measurements';
import {
  PRODUCT_ERROR_FIELDS,
  productFormValues,
  productMeasurementsResolver,
  type ProductFormValues,
} from '../utils/product-form';
import { EditTabForm } from './edit-tab-form';
import { ProductDimensionFields } from './product-dimension-fields';
import { ProductFormGrid } from './product-form-grid';

/** 'Medidas del producto': the category's measures and the weight, never above the packed one. */
export function ProductMeasurementsTab({ product }: { product: ProductDetail }) {
  const update = useUpdateProductMeasurements();
  const form = useForm<ProductFormValues, unknown, ProductDimensions>({
    resolver: productMeasurementsResolver(product.category_id, product.package_weight),
    mode: 'onTouched',
    defaultValues: productFormValues(product),
  });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const answer = await update.mutateAsync({ id: product.id, input });
      showToast(MESSAGES.productMeasurementsUpdated, 'success');
      form.reset(productFormValues(answer.product));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, PRODUCT_ERROR_FIELDS);
      showToast(MESSAGES.productMeasurementsUpdateFailed, 'error');
    }
  });

  return (
    <FormProvider {...form}>
      <EditTabForm
        label="Medidas del producto"
        submitLabel="Guardar medidas del producto"
        onSubmit={onSubmit}
      >
        <ProductFormGrid>
          <ProductDimensionFields categoryId={product.category_id} />
        </ProductFormGrid>
      </EditTabForm>
    </FormProvider>
  );
}
