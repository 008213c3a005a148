import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import type { QuoteProductView } from '@hogarte/shared/contracts/remodelings';
import { categoryName } from '@hogarte/shared/catalogue';
import { CATEGORIES } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { formatCop, utilityPercent } from '@hogarte/shared/money';
import { ProductCell, denseCells } from '../../../components/catalogue-product-columns';
import { CountTabs } from '../../../components/count-tabs';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { useServerTable } from '../../../components/use-server-table';
import { formatNumber, formatPercent } from '../../../lib/format';
import { readQuotePurchase, saveQuotePurchase } from '../../../lib/quote-purchase';
import { useQuoteProductPage } from '../api/get-quote-products';
import { PurchaseBanner } from '../components/purchase-banner';
import { builderPath } from '../quote-paths';
import type { BuilderState, CatalogueState } from '../quote-route-state';
import { LoadError } from '../../../components/load-error';

const ALL = 'all';
const CATEGORY_TABS = [
  { value: ALL, label: 'Todas', count: null },
  ...CATEGORIES.map((category) => ({
    value: String(category.id),
    label: category.name,
    count: null,
  })),
];

function catalogueColumns(
  selected: ReadonlySet<number>,
  toggle: (id: number) => void,
): DataTableColumn<QuoteProductView>[] {
  return [
    {
      id: 'product',
      header: 'Producto',
      cardTitle: true,
      cell: (row) => (
        <ProductCell
          row={{ name: row.name, image: row.principal_image }}
          details={[`${row.brand?.name ?? 'Sin marca'} · ${row.supplier.company_name}`]}
        />
      ),
    },
    {
      id: 'category',
      header: 'Categoría',
      cell: (row) => categoryName(row.category_id),
    },
    {
      id: 'price',
      header: 'Precio sin IVA',
      align: 'right',
      noWrap: true,
      cell: (row) => formatCop(row.price),
    },
    {
      id: 'stock',
      header: 'Disponibles',
      align: 'right',
      cell: (row) => formatNumber(row.units_available),
    },
    {
      id: 'utility',
      header: 'Utilidad',
      align: 'right',
      noWrap: true,
      cell: (row) => formatPercent(utilityPercent(row.comission_percentage)),
    },
    {
      id: 'select',
      header: 'Cotizar',
      align: 'center',
      pinned: true,
      cell: (row) => (
        <Checkbox
          checked={selected.has(row.id)}
          onChange={() => toggle(row.id)}
          slotProps={{ input: { 'aria-label': `Seleccionar ${row.name}` } }}
        />
      ),
    },
  ];
}

/**
 * The designer's catalogue for quoting (spec part 1 §2 Designer area, part 2 §2.1): the visible
 * products with what a quote needs to know (supplier, price without IVA, availability, the
 * utility), a selection kept across pages and filters, and 'Cotizar' to the builder of the
 * purchase being quoted. The purchase arrives in the router state from its sheet and is kept in
 * the tab, so a reload keeps it.
 */
export function DesignerCataloguePage({ title }: { title: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const routerState = location.state as Partial<CatalogueState> | null;
  const purchase = useMemo(() => readQuotePurchase(location.state), [location.state]);
  useEffect(() => {
    if (purchase) saveQuotePurchase(purchase);
  }, [purchase]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(
    () => new Set(routerState?.selected ?? []),
  );
  const [category, setCategory] = useState(ALL);
  const table = useServerTable(category);
  const products = useQuoteProductPage({
    search: table.search,
    categoryId: category === ALL ? null : Number(category),
    page: table.page,
    itemsPerPage: table.itemsPerPage,
  });
  const { clampTo } = table;
  useEffect(() => {
    if (products.data) clampTo(products.data.pagination.totalItems);
  }, [products.data, clampTo]);

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const quote = () => {
    if (!purchase) return;
    const state: BuilderState = { products: [...selected], purchase };
    void navigate(builderPath(purchase.kind), { state });
  };

  return (
    <>
      <PageTitle
        title={title}
        subtitle="Elige los productos que vas a cotizar; la selección se mantiene entre páginas."
        actions={
          <Button
            variant="contained"
            startIcon={<RequestQuoteOutlinedIcon />}
            disabled={!purchase || selected.size === 0}
            onClick={quote}
          >
            {`Cotizar (${selected.size})`}
          </Button>
        }
      />
      {/* Without a purchase the banner below already says where quotes start: one warning, not two. */}
      {routerState?.notice && purchase ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {routerState.notice}
        </Alert>
      ) : null}
      <PurchaseBanner purchase={purchase} />
      <CountTabs
        label="Filtrar productos por categoría"
        value={category}
        onChange={setCategory}
        tabs={CATEGORY_TABS}
      />
      <Box sx={{ mb: 2 }}>
        <SearchField
          label="Buscar productos"
          placeholder="Nombre, marca o proveedor"
          value={table.searchText}
          onChange={table.setSearchText}
        />
      </Box>
      {products.isError ? (
        <LoadError error={products.error} sx={{ mb: 2 }} />
      ) : (
        <Box sx={denseCells}>
          <DataTable
            label="Productos para cotizar"
            columns={catalogueColumns(selected, toggle)}
            rows={products.data?.items ?? []}
            rowKey={(row) => String(row.id)}
            emptyText={table.search ? MESSAGES.searchEmpty : 'No hay productos en esta categoría'}
            loading={products.isFetching}
            stale={products.isPlaceholderData}
            pagination={table.pagination(products.data?.pagination.totalItems ?? 0)}
            minWidth={760}
          />
        </Box>
      )}
    </>
  );
}
