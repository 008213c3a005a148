import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import type { ProductTableRow } from '@hogarte/shared/contracts/catalogue';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import {
  approvalColumn,
  denseCells,
  priceColumn,
  productColumn,
} from '../../../components/catalogue-product-columns';
import { CountTabs } from '../../../components/count-tabs';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { useServerTable } from '../../../components/use-server-table';
import { serverMessage } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useAdminProducts, type ProductApproval } from '../api/get-admin-products';
import { useUpdateProduct } from '../api/update-product';
import { ProductDecisionActions } from '../components/product-decision-actions';
import { ProductDetailDialog } from '../components/product-detail-dialog';
import { LoadError } from '../../../components/load-error';

const TABS: readonly {
  value: Exclude<ProductApproval, 'all'> | 'all';
  label: string;
  slug: string;
}[] = [
  { value: 'pending', label: 'En proceso', slug: 'en-proceso' },
  { value: 'approved', label: 'Aprobados', slug: 'aprobados' },
  { value: 'declined', label: 'Declinados', slug: 'declinados' },
  { value: 'all', label: 'Todos', slug: 'todos' },
];

/** The tab lives in the address (`?estado=aprobados`); 'En proceso' is the default. */
function useReviewTab(): [ProductApproval, (next: ProductApproval) => void] {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((candidate) => candidate.slug === params.get('estado'))?.value ?? 'pending';
  const setTab = (next: ProductApproval) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const slug = TABS.find((candidate) => candidate.value === next)?.slug;
        if (next === 'pending' || !slug) updated.delete('estado');
        else updated.set('estado', slug);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}

/** Whether a product has what its approval needs: a principal image and an ambient one. */
function imagesText(row: ProductTableRow): string {
  const ambient = row.ambient_images.length;
  if (!row.image && ambient === 0) return 'Sin imágenes';
  if (!row.image) return 'Sin imagen principal';
  if (ambient === 0) return 'Sin ambientación';
  return `${ambient + 1} imágenes`;
}

/**
 * /admin/revision-productos: products by review state (part 2 §4 Product approval), approved or
 * declined from the row or the detail. Approval needs the principal and an ambient image.
 */
export function AdminProductReviewPage({ title }: { title: string }) {
  const [tab, setTab] = useReviewTab();
  const table = useServerTable(tab);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const update = useUpdateProduct();
  const products = useAdminProducts({
    types: [],
    approval: tab,
    search: table.search,
    page: table.page,
    itemsPerPage: table.itemsPerPage,
  });
  const { clampTo } = table;
  useEffect(() => {
    if (products.data) clampTo(products.data.pagination.totalItems);
  }, [products.data, clampTo]);

  const decide = (product: { id: number; name: string }, isApproved: boolean) =>
    update.mutate(
      { id: product.id, name: product.name, change: { is_approved: isApproved } },
      {
        onSuccess: () =>
          showToast(
            fillMessage(isApproved ? MESSAGES.productApproved : MESSAGES.productDeclined, {
              name: product.name,
            }),
            'success',
          ),
        onError: (error) => showToast(serverMessage(error, MESSAGES.productUpdateFailed), 'error'),
      },
    );
  const deciding = (productId: number) => update.isPending && update.variables.id === productId;

  const columns: DataTableColumn<ProductTableRow>[] = [
    productColumn,
    priceColumn,
    { id: 'images', header: 'Imágenes', cell: imagesText },
    {
      id: 'created_at',
      header: 'Fecha',
      noWrap: true,
      cell: (row) => formatDate(row.created_at),
    },
    approvalColumn,
    {
      id: 'actions',
      header: 'Acciones',
      pinned: true,
      cell: (row) => (
        <ProductDecisionActions
          name={row.name}
          isApproved={row.is_approved}
          disabled={deciding(row.id)}
          onDecide={(isApproved) => decide(row, isApproved)}
        />
      ),
    },
  ];

  const counts = products.data?.counts;
  return (
    <>
      <PageTitle title={title} />
      <CountTabs
        label="Filtrar productos por estado"
        value={tab}
        onChange={setTab}
        tabs={TABS.map((candidate) => ({
          value: candidate.value,
          label: candidate.label,
          count: counts?.[candidate.value],
        }))}
      />
      <Box sx={{ mb: 2 }}>
        <SearchField
          label="Buscar productos"
          placeholder="Nombre, referencia, marca o empresa"
          value={table.searchText}
          onChange={table.setSearchText}
        />
      </Box>
      {products.isError ? <LoadError error={products.error} sx={{ mb: 2 }} /> : null}
      <Box sx={denseCells}>
        <DataTable
          label="Revisión de productos"
          columns={columns}
          rows={products.data?.items ?? []}
          rowKey={(row) => String(row.id)}
          rowLabel={(row) => `Ver detalle de ${row.name}`}
          emptyText={table.search ? MESSAGES.searchEmpty : 'No hay productos en este estado'}
          loading={products.isFetching}
          stale={products.isPlaceholderData}
          onRowClick={(row) => {
            setDetailId(row.id);
            setDetailOpen(true);
          }}
          pagination={table.pagination(products.data?.pagination.totalItems ?? 0)}
          minWidth={900}
        />
      </Box>
      <ProductDetailDialog
        productId={detailId}
        open={detailOpen}
        onClose={() => setDetailOpen(false)}
        actions={(product) => (
          <ProductDecisionActions
            name={product.name}
            isApproved={product.is_approved}
            disabled={deciding(product.id)}
            onDecide={(isApproved) => decide(product, isApproved)}
          />
        )}
      />
    </>
  );
}
