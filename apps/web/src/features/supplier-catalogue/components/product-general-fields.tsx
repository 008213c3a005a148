import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import AddIcon from '@mui/icons-material/Add';
import {
  CATEGORY_ID,
  COMMISSION_OPTIONS,
  PRODUCT_TYPE,
  categoryGroup,
  categoryName,
  productTypeOfCategory,
  type ProductTypeId,
} from '@hogarte/shared/catalogue';
import { LIMITS } from '@hogarte/shared/limits';
import {
  COLORS,
  LIGHTING_CATEGORIES,
  ORIGINS,
  TONES,
  UNITS_OF_MEASURE,
  type Lookup,
} from '@hogarte/shared/lookups';
import { withIva } from '@hogarte/shared/money';
import { CountedHelperText } from '../../../components/counted-helper-text';
import { formatCop } from '../../../lib/format';
import { useSupplierBrands } from '../api/get-brands';
import { useStorageAddresses } from '../../../lib/storage-addresses';
import type { ProductFormValues } from '../utils/product-form';
import { BrandDialog } from './brand-dialog';
import { ProductInput, ProductSelect, type SelectOption } from './product-inputs';
import { TextField } from '../../../components/text-field';

const options = (list: readonly Lookup[]): SelectOption[] =>
  list.map((item) => ({ value: item.id, label: item.name }));

const COMMISSION_CHOICES = COMMISSION_OPTIONS.map((value) => ({ value, label: `${value}%` }));
const TYPE_WORDS: Record<ProductTypeId, string> = {
  [PRODUCT_TYPE.covering]: 'revestimientos',
  [PRODUCT_TYPE.decorative]: 'decorativos',
};

/** The price the buyer sees, as the supplier types the price without IVA. */
function PriceHelper() {
  const { control } = useFormContext<ProductFormValues>();
  const price = useWatch({ control, name: 'price' });
  return /^\d+$/.test(price.trim())
    ? `Precio con IVA: ${formatCop(withIva(Number(price.trim())))}`
    : 'Sin puntos ni comas; el IVA (19%) se suma al publicar';
}

function DescriptionInput() {
  const { control } = useFormContext<ProductFormValues>();
  const description = useWatch({ control, name: 'description' });
  const { errors } = useFormState({ control, name: 'description' });
  return (
    <ProductInput
      name="description"
      label="Descripción"
      multiline
      wide
      maxLength={LIMITS.descriptionMaxLength}
      helperText={
        <CountedHelperText
          message={errors.description?.message ?? 'Entre 70 y 500 caracteres'}
          length={description.length}
          max={LIMITS.descriptionMaxLength}
        />
      }
    />
  );
}

interface BrandSelectProps {
  typeId: ProductTypeId | null;
}

/** The supplier's own brands of the product's type, and a way to add one right here. */
function BrandSelect({ typeId }: BrandSelectProps) {
  const { setValue } = useFormContext<ProductFormValues>();
  const brands = useSupplierBrands(typeId ?? undefined, typeId !== null);
  const [adding, setAdding] = useState(false);
  const list = brands.data ?? [];
  const none = typeId !== null && brands.isSuccess && list.length === 0;
  return (
    <Box>
      <ProductSelect
        name="supplier_brand_id"
        label="Marca"
        placeholder={typeId === null ? 'Elige primero la categoría' : 'Selecciona una marca'}
        disabled={typeId === null}
        options={list.map((brand) => ({ value: brand.id, label: brand.name }))}
        helperText={none ? `Aún no tienes marcas de ${TYPE_WORDS[typeId]}.` : undefined}
      />
      {typeId !== null ? (
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          sx={{ mt: 0.5 }}
        >
          Crear marca
        </Button>
      ) : null}
      <BrandDialog
        open={adding}
        onClose={() => setAdding(false)}
        fixedTypeId={typeId ?? undefined}
        onSaved={(brand) =>
          setValue('supplier_brand_id', String(brand.id), {
            shouldValidate: true,
            shouldDirty: true,
          })
        }
      />
    </Box>
  );
}

function WarehouseSelect() {
  const addresses = useStorageAddresses();
  const list = addresses.data ?? [];
  return (
    <ProductSelect
      name="storage_address_id"
      label="Bodega de despacho"
      placeholder="Selecciona una bodega"
      options={list.map((address) => ({
        value: address.id,
        label: `${address.street_address}, ${address.city_name}`,
      }))}
      helperText={
        addresses.isSuccess && list.length === 0 ? (
          <>
            Aún no tienes bodegas.{' '}
            <Link component={RouterLink} to="/proveedor/configuracion">
              Agrega una en Configuración
            </Link>
          </>
        ) : undefined
      }
    />
  );
}

/** The fields only some categories ask for (part 2 §3 Product, §5). */
function CategoryFields({ categoryId }: { categoryId: number }) {
  const coveringBrands = useSupplierBrands(
    PRODUCT_TYPE.covering,
    categoryGroup(categoryId) === 'complementary',
  );
  switch (categoryGroup(categoryId)) {
    case 'covering':
      return (
        <>
          <ProductInput
            name="min_sale_unit"
            label="Unidad mínima de venta (m²)"
            inputMode="decimal"
            helperText="Los m² de cada caja, con punto decimal: 1.44"
          />
          <ProductInput
            name="units_per_package"
            label="Unidades por empaque"
            inputMode="numeric"
            helperText="Piezas que trae cada caja"
          />
        </>
      );
    case 'lighting':
      return (
        <>
          <ProductSelect
            name="light_type_id"
            label="Tipo de luz"
            placeholder="Selecciona el tipo de luz"
            options={options(TONES)}
          />
          <ProductSelect
            name="lamp_type_id"
            label="Tipo de lámpara"
            placeholder="Selecciona el tipo de lámpara"
            options={options(LIGHTING_CATEGORIES)}
          />
        </>
      );
    case 'wellbeing':
      return (
        <>
          <ProductSelect
            name="origin_id"
            label="Origen"
            placeholder="Selecciona el origen"
            options={options(ORIGINS)}
          />
          <ProductInput name="product_content" label="Contenido" maxLength={200} />
          {categoryId === CATEGORY_ID.wellbeing ? (
            <ProductInput name="size" label="Talla (opcional)" maxLength={3} />
          ) : null}
        </>
      );
    case 'complementary':
      return (
        <>
          <ProductSelect
            name="brand_that_complements_id"
            label="Marca que complementa"
            placeholder="Selecciona una marca de revestimientos"
            options={(coveringBrands.data ?? []).map((brand) => ({
              value: brand.id,
              label: brand.name,
            }))}
          />
          <ProductSelect
            name="unit_of_measure_id"
            label="Unidad de medida"
            placeholder="Selecciona la unidad"
            options={options(UNITS_OF_MEASURE)}
          />
          <ProductInput
            name="yield_m2"
            label="Rendimiento (m²)"
            inputMode="decimal"
            helperText="Los m² que cubre cada unidad, con punto decimal"
          />
        </>
      );
    case 'decorative':
      return null;
  }
}

interface ProductGeneralFieldsProps {
  /** The categories offered (a coverings table offers only coverings). */
  categoryIds: readonly number[];
  /** On edit the category is shown but cannot change. */
  categoryLocked?: boolean;
  /** Told when the category changes, so the form can clear what no longer applies. */
  onCategoryChange?: (categoryId: number | null) => void;
}

/**
 * 'Información general': the category decides which fields show (coverings sell by the m²,
 * lamps name their light and lamp type, …); the rest every product has.
 */
export function ProductGeneralFields({
  categoryIds,
  categoryLocked = false,
  onCategoryChange,
}: ProductGeneralFieldsProps) {
  const { control } = useFormContext<ProductFormValues>();
  const categoryText = useWatch({ control, name: 'category_id' });
  const categoryId = categoryText === '' ? null : Number(categoryText);
  const typeId = categoryId === null ? null : productTypeOfCategory(categoryId);
  const isComplementary = categoryId !== null && categoryGroup(categoryId) === 'complementary';

  return (
    <>
      {categoryLocked && categoryId !== null ? (
        <TextField
          label="Categoría"
          value={categoryName(categoryId)}
          disabled
          helperText="La categoría de un producto no se puede cambiar"
        />
      ) : (
        <ProductSelect
          name="category_id"
          label="Categoría"
          placeholder="Selecciona una categoría"
          options={categoryIds.map((id) => ({ value: id, label: categoryName(id) }))}
          helperText="Define los datos y medidas que pide el producto"
          onValueChange={(value) => onCategoryChange?.(value === '' ? null : Number(value))}
        />
      )}
      <ProductInput name="name" label="Nombre del producto" maxLength={40} />
      <ProductInput name="reference" label="Referencia" maxLength={50} />
      <ProductInput name="code" label="Código (opcional)" maxLength={30} />
      <BrandSelect typeId={typeId} />
      <ProductInput name="material" label="Material" maxLength={25} />
      <ProductSelect
        name="color_id"
        label={isComplementary ? 'Color (opcional)' : 'Color'}
        placeholder="Selecciona un color"
        options={options(COLORS)}
      />
      {categoryId !== null ? <CategoryFields categoryId={categoryId} /> : null}
      <ProductInput
        name="price"
        label="Precio sin IVA"
        inputMode="numeric"
        helperText={<PriceHelper />}
      />
      <ProductSelect
        name="comission_percentage"
        label="Comisión"
        placeholder="Selecciona la comisión"
        options={COMMISSION_CHOICES}
        helperText="La mitad es la utilidad del profesional que te recomienda"
      />
      <ProductInput name="units_available" label="Unidades disponibles" inputMode="numeric" />
      <WarehouseSelect />
      <ProductInput
        name="delivery_time"
        label="Tiempo de entrega (días)"
        inputMode="numeric"
        helperText={`Máximo ${LIMITS.deliveryTimeMaxDays} días`}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
          gap: 1.5,
          gridColumn: { sm: 'span 2', lg: 'auto' },
        }}
      >
        <ProductInput name="warranty" label="Garantía (opcional)" inputMode="numeric" />
        <ProductSelect
          name="is_warranty_in_months"
          label="Meses o años"
          options={[
            { value: '1', label: 'Meses' },
            { value: '0', label: 'Años' },
          ]}
        />
      </Box>
      <DescriptionInput />
    </>
  );
}
