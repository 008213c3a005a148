import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { MESSAGES } from '@hogarte/shared/messages';
import type { ProductDetail } from '@hogarte/shared/contracts/catalogue';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useSupplierProduct } from '../api/get-supplier-product';
import { ProductApprovalChip } from '../../../components/product-approval-chip';
import { ProductGeneralTab } from '../components/product-general-tab';
import { ProductImagesTab } from '../components/product-images-tab';
import { ProductMeasurementsTab } from '../components/product-measurements-tab';
import { ProductPackagingTab } from '../components/product-packaging-tab';
import { ProductSheetTab } from '../components/product-sheet-tab';
import { LoadError } from '../../../components/load-error';

/** The five tabs of 'Editar Producto', by the spec's keys (part 2 §2.5). */
const TABS = [
  { key: 'general', label: 'Información general', Panel: ProductGeneralTab },
  { key: 'measurements', label: 'Medidas del producto', Panel: ProductMeasurementsTab },
  { key: 'packagingMasures', label: 'Medidas del empaque', Panel: ProductPackagingTab },
  { key: 'images', label: 'Imágenes', Panel: ProductImagesTab },
  { key: 'technicalSheet', label: 'Ficha técnica', Panel: ProductSheetTab },
] as const;

type TabKey = (typeof TABS)[number]['key'];

function isTabKey(value: string | null): value is TabKey {
  return TABS.some((tab) => tab.key === value);
}

function ProductTabs({ product }: { product: ProductDetail }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current: TabKey = isTabKey(requested) ? requested : 'general';
  const active = TABS.find((tab) => tab.key === current) ?? TABS[0];
  const Panel = active.Panel;
  return (
    <Card>
      <Tabs
        value={current}
        onChange={(_event, key: TabKey) => setParams({ tab: key }, { replace: true })}
        aria-label="Secciones del producto"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 1 } }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={tab.label}
            id={`product-tab-${tab.key}`}
            aria-controls={`product-panel-${tab.key}`}
          />
        ))}
      </Tabs>
      <CardContent
        role="tabpanel"
        id={`product-panel-${current}`}
        aria-labelledby={`product-tab-${current}`}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        {/* Keyed by product and tab: each tab's form starts from the product as stored. */}
        <Panel key={`${product.id}-${current}`} product={product} />
      </CardContent>
    </Card>
  );
}

/**
 * `/proveedor/producto/{id}/editar`: 'Editar Producto' in five tabs, each saved on its own; the
 * category is shown but locked (part 2 §2.5, §7).
 */
export function EditProductPage({ title }: { title: string }) {
  const id = Number(useParams().id);
  const { data: product, error, isPending } = useSupplierProduct(id);

  return (
    <>
      <Button
        component={RouterLink}
        to="/proveedor/producto/lista"
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1, ml: -1 }}
      >
        Regresar a la lista
      </Button>
      <PageTitle
        title={title}
        subtitle={product ? `${product.name} · ${product.category}` : undefined}
        actions={product ? <ProductApprovalChip isApproved={product.is_approved} /> : undefined}
      />
      {product ? (
        <ProductTabs product={product} />
      ) : isPending && Number.isInteger(id) && id > 0 ? (
        <PageLoader />
      ) : (
        <LoadError error={error} fallback={MESSAGES.productNotFound} />
      )}
    </>
  );
}
