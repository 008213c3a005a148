import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { DIMENSION_LABELS, type DimensionField } from '@hogarte/shared/catalogue';
import {
  COLORS,
  LIGHTING_CATEGORIES,
  ORIGINS,
  PACKING_PRESENTATIONS,
  TONES,
  UNITS_OF_MEASURE,
  lookupName,
} from '@hogarte/shared/lookups';
import { formatCop } from '@hogarte/shared/money';
import type { ProductDetail } from '@hogarte/shared/contracts/catalogue';
import { formatDate, formatMeasure, formatNumber, formatPercent } from '../../../lib/format';
import { useAdminProduct } from '../api/get-admin-product';
import { InfoList, type InfoItem } from '../../../components/info-list';
import { ProductApprovalChip } from '../../../components/product-approval-chip';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { LoadError } from '../../../components/load-error';
import { DialogContent } from '../../../components/dialog-content';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 3 } }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function decimal(value: number | null, unit: string): string | null {
  return value === null ? null : formatMeasure(value, unit);
}

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

const DIMENSIONS: readonly DimensionField[] = [
  'length',
  'width',
  'depth',
  'height',
  'diameter',
  'thickness',
];

/** Only what the category asks for: a lamp has no m² sale unit, a tile no lamp type. */
function present(items: InfoItem[]): InfoItem[] {
  return items.filter((item) => item.value !== null && item.value !== undefined);
}

function Images({ product }: { product: ProductDetail }) {
  const images = [
    ...(product.principal_image
      ? [{ url: product.principal_image.url, alt: `Imagen principal de ${product.name}` }]
      : []),
    ...product.ambient_images.map((image, index) => ({
      url: image.url,
      alt: `Imagen de ambientación ${index + 1} de ${product.name}`,
    })),
  ];
  if (images.length === 0) {
    return (
      <Alert severity="info">
        Este producto aún no tiene imágenes: el proveedor debe subir la imagen del producto y las de
        ambientación antes de que se pueda aprobar.
      </Alert>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(6, 1fr)' },
        gap: 1,
      }}
    >
      {images.map((image, index) => (
        <Box
          key={image.url}
          component="a"
          href={image.url}
          target="_blank"
          rel="noopener noreferrer"
          sx={{
            gridColumn: index === 0 ? 'span 2' : undefined,
            gridRow: index === 0 ? 'span 2' : undefined,
          }}
        >
          <Box
            component="img"
            src={image.url}
            alt={image.alt}
            loading="lazy"
            sx={{
              width: '100%',
              aspectRatio: '1',
              objectFit: 'cover',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              display: 'block',
            }}
          />
        </Box>
      ))}
    </Box>
  );
}

function ProductFields({ product }: { product: ProductDetail }) {
  const warranty =
    product.warranty > 0
      ? `${product.warranty} ${product.is_warranty_in_months ? 'meses' : 'años'}`
      : 'Sin garantía';
  return (
    <>
      <Section title="Imágenes y ficha técnica">
        <Images product={product} />
        <Box sx={{ mt: 1.5 }}>
          {product.technical_sheet ? (
            <Button
              component="a"
              href={product.technical_sheet.url}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              size="small"
              startIcon={<DescriptionOutlinedIcon />}
            >
              Ver ficha técnica
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Sin ficha técnica
            </Typography>
          )}
        </Box>
      </Section>
      <Section title="Información general">
        <InfoList
          items={present([
            { label: 'Empresa', value: product.company_name },
            { label: 'Categoría', value: product.category },
            { label: 'Código', value: product.code ?? '' },
            { label: 'Referencia', value: product.reference ?? '' },
            { label: 'Marca', value: product.brand?.name ?? '' },
            { label: 'Material', value: product.material ?? '' },
            { label: 'Color', value: lookupName(COLORS, product.color_id) || null },
            { label: 'Presentación', value: product.presentation },
            { label: 'Unidad mínima de venta', value: decimal(product.min_sale_unit, 'm²') },
            { label: 'Unidades por empaque', value: product.units_per_package },
            { label: 'Tipo de luz', value: lookupName(TONES, product.light_type_id) || null },
            {
              label: 'Tipo de lámpara',
              value: lookupName(LIGHTING_CATEGORIES, product.lamp_type_id) || null,
            },
            { label: 'Origen', value: lookupName(ORIGINS, product.origin_id) || null },
            { label: 'Contenido', value: product.product_content },
            { label: 'Talla', value: product.size },
            {
              label: 'Unidad de medida',
              value: lookupName(UNITS_OF_MEASURE, product.unit_of_measure_id) || null,
            },
            { label: 'Rendimiento', value: decimal(product.yield_m2, 'm²') },
            { label: 'Unidades disponibles', value: product.units_available },
            { label: 'Tiempo de entrega', value: `${product.delivery_time} días` },
            { label: 'Garantía', value: warranty },
            { label: 'Descripción', value: product.description ?? '' },
          ])}
        />
      </Section>
      <Section title="Precio y catálogo">
        <InfoList
          items={[
            { label: 'Precio sin IVA', value: formatCop(product.price) },
            { label: 'Precio con IVA', value: formatCop(product.taxed_price) },
            { label: 'Comisión', value: `${product.comission_percentage} %` },
            {
              label: 'Utilidad',
              value: formatPercent(product.utility),
            },
            {
              label: 'Precio de instalación',
              value:
                product.installation_price === null
                  ? 'Sin precio'
                  : formatCop(product.installation_price),
            },
            { label: 'Estado', value: product.approval_label },
            { label: 'Público', value: yesNo(product.is_public) },
            { label: 'Destacado', value: yesNo(product.is_featured) },
            { label: 'Temporada', value: yesNo(product.is_seasonal) },
            { label: 'Fecha de creación', value: formatDate(product.created_at) },
          ]}
        />
      </Section>
      <Section title="Medidas del producto">
        <InfoList
          items={present([
            ...DIMENSIONS.map((field) => ({
              label: DIMENSION_LABELS[field],
              value: product[field] === null ? null : formatNumber(product[field]),
            })),
            { label: 'Peso', value: decimal(product.weight, 'kg') },
          ])}
        />
      </Section>
      <Section title="Empaque">
        <InfoList
          items={present([
            {
              label: 'Presentación del empaque',
              value: lookupName(PACKING_PRESENTATIONS, product.packing_presentation_id) || null,
            },
            { label: 'Largo', value: decimal(product.package_length, 'cm') },
            { label: 'Ancho', value: decimal(product.package_width, 'cm') },
            { label: 'Alto', value: decimal(product.package_height, 'cm') },
            { label: 'Peso', value: decimal(product.package_weight, 'kg') },
          ])}
        />
      </Section>
    </>
  );
}

interface ProductDetailDialogProps {
  productId: number | null;
  open: boolean;
  onClose: () => void;
  /** Buttons for the dialog's footer, such as 'Aprobar' and 'Declinar' on the review screen. */
  actions?: (product: ProductDetail) => ReactNode;
}

/** A product's whole detail for the admin: images, every field and the technical sheet. */
export function ProductDetailDialog({
  productId,
  open,
  onClose,
  actions,
}: ProductDetailDialogProps) {
  const detail = useAdminProduct(open ? productId : null);
  const product = detail.data;

  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      aria-labelledby="product-detail-title"
    >
      <DialogTitle
        id="product-detail-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>{product?.name ?? 'Detalle del producto'}</Box>
        {product ? <ProductApprovalChip isApproved={product.is_approved} /> : null}
      </DialogTitle>
      <DialogContent dividers>
        {detail.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Cargando" />
          </Box>
        ) : detail.isError ? (
          <LoadError error={detail.error} />
        ) : product ? (
          <ProductFields product={product} />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {product && actions ? actions(product) : null}
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
