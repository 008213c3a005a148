import { PACKING_PRESENTATIONS } from '@hogarte/shared/lookups';
import { ProductInput, ProductSelect } from './product-inputs';

/**
 * 'Dimensiones del empaque': box or envelope, its measures in centimetres and its weight in
 * kilograms, never below the product's own weight (part 2 §5).
 */
export function PackagingFields() {
  return (
    <>
      <ProductSelect
        name="packing_presentation_id"
        label="Presentación del empaque"
        placeholder="Selecciona la presentación"
        options={PACKING_PRESENTATIONS.map((item) => ({ value: item.id, label: item.name }))}
      />
      <ProductInput name="package_length" label="Largo del empaque (cm)" inputMode="decimal" />
      <ProductInput name="package_width" label="Ancho del empaque (cm)" inputMode="decimal" />
      <ProductInput name="package_height" label="Alto del empaque (cm)" inputMode="decimal" />
      <ProductInput
        name="package_weight"
        label="Peso con empaque (kg)"
        inputMode="decimal"
        helperText="Igual o mayor al peso del producto"
      />
    </>
  );
}
