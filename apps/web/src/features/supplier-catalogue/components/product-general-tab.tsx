import { FormProvider, useForm } from 'react-hook-form';
import type { ProductGeneralInput } from '@hogarte/shared/schemas/catalogue';
import { MESSAGES } from '@hogarte/shared/messages';
import type { ProductDetail } from '@hogarte/shared/contracts/catalogue';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useUpdateProductGeneral } from '../api/update-product-general';
import {
  PRODUCT_ERROR_FIELDS,
  productFormValues,
  productGeneralResolver,
  type ProductFormValues,
} from '../utils/product-form';
import { EditTabForm } from './edit-tab-form';
import { ProductFormGrid } from './product-form-grid';
import { ProductGeneralFields } from './product-general-fields';

/** 'Información general' of the edit page: the same fields as the new product, category locked. */
export function ProductGeneralTab({ product }: { product: ProductDetail }) {
  const update = useUpdateProductGeneral();
  const form = useForm<ProductFormValues, unknown, ProductGeneralInput>({
    resolver: productGeneralResolver(product.category_id),
    mode: 'onTouched',
    defaultValues: productFormValues(product),
  });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const answer = await update.mutateAsync({ id: product.id, input });
      showToast(MESSAGES.productUpdated, 'success');
      form.reset(productFormValues(answer.product));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, PRODUCT_ERROR_FIELDS);
      showToast(MESSAGES.productGeneralUpdateFailed, 'error');
    }
  });

  return (
    <FormProvider {...form}>
      <EditTabForm
        label="Información general del producto"
        submitLabel="Guardar información general"
        onSubmit={onSubmit}
      >
        <ProductFormGrid>
          <ProductGeneralFields categoryIds={[product.category_id]} categoryLocked />
        </ProductFormGrid>
      </EditTabForm>
    </FormProvider>
  );
}
