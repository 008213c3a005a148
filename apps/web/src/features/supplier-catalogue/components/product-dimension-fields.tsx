import { useFormContext, useFormState } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import { DIMENSION_LABELS, dimensionFieldsOf } from '@hogarte/shared/catalogue';
import type { ProductFormValues } from '../utils/product-form';
import { ProductInput } from './product-inputs';

interface ProductDimensionFieldsProps {
  categoryId: number;
  /** On the new product the package weight is checked against this weight as it changes. */
  checksPackageWeight?: boolean;
}

/**
 * 'Dimensiones del producto': the category's measures in metres (thickness in centimetres), with a
 * dot as decimal separator; at least two of them, and the weight (part 2 §3, §5).
 */
export function ProductDimensionFields({
  categoryId,
  checksPackageWeight = false,
}: ProductDimensionFieldsProps) {
  const { control } = useFormContext<ProductFormValues>();
  const { errors } = useFormState({ control, name: 'dimensions' });
  const problem = errors.dimensions?.message;
  return (
    <>
      {problem ? (
        <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
          {problem}
        </Alert>
      ) : null}
      {dimensionFieldsOf(categoryId).map((field) => (
        <ProductInput
          key={field}
          name={field}
          label={DIMENSION_LABELS[field]}
          inputMode="decimal"
          deps={['dimensions']}
        />
      ))}
      <ProductInput
        name="weight"
        label="Peso (kg)"
        inputMode="decimal"
        deps={checksPackageWeight ? ['package_weight'] : undefined}
      />
    </>
  );
}
