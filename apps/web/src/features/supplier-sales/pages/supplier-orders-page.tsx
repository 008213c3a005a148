import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { SuborderCounts, SupplierSale } from '@hogarte/shared/contracts/orders';
import { MESSAGES } from '@hogarte/shared/messages';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { useServerTable } from '../../../components/use-server-table';
import { formatCop, formatDate } from '../../../lib/format';
import { useSupplierOrders } from '../api/get-supplier-orders';
import { LoadError } from '../../../components/load-error';

/** Each status as one line reads it, and as several do. */
const COUNT_LABELS: readonly [keyof SuborderCounts, string, string][] = [
  ['Preparation', 'en preparación', 'en preparación'],
  ['Shipped', 'en tránsito', 'en tránsito'],
  ['Delivered', 'entregado', 'entregados'],
  ['Canceled', 'cancelado', 'cancelados'],
];

/** "2 en preparación · 1 entregado": what is left to do in the order, at a glance. */
function countsText(counts: SuborderCounts): string {
  const parts = COUNT_LABELS.filter(([status]) => counts[status] > 0).map(
    ([status, one, many]) => `${counts[status]} ${counts[status] === 1 ? one : many}`,
  );
  return parts.length > 0 ? parts.join(' · ') : '—';
}

const COLUMNS: DataTableColumn<SupplierSale>[] = [
  {
    id: 'number',
    header: 'N.º de compra',
    cell: (order) => (
      <Link component={RouterLink} to={`/proveedor/ordenes/${order.id}`} sx={{ fontWeight: 600 }}>
        {order.orderNumber}
      </Link>
    ),
    noWrap: true,
  },
  { id: 'date', header: 'Fecha', cell: (order) => formatDate(order.purchaseDate), noWrap: true },
  {
    id: 'total',
    header: 'Total',
    cell: (order) => formatCop(order.total),
    align: 'right',
    noWrap: true,
  },
  { id: 'lines', header: 'Pedidos', cell: (order) => countsText(order.counts) },
  {
    id: 'open',
    header: '',
    align: 'right',
    pinned: true,
    cell: (order) => (
      <Button component={RouterLink} to={`/proveedor/ordenes/${order.id}`} size="small">
        Ver orden
      </Button>
    ),
  },
];

/**
 * 'Ordenes' at /proveedor/ordenes (part 2 §2.5): the supplier's paid orders with how many lines
 * are in each state; each leads to its order page, where labels are generated and lines shipped.
 */
export function SupplierOrdersPage({ title }: { title: string }) {
  const table = useServerTable('orders');
  const orders = useSupplierOrders({
    search: table.search,
    page: table.page,
    itemsPerPage: table.itemsPerPage,
  });
  const { clampTo } = table;
  useEffect(() => {
    if (orders.data) clampTo(orders.data.pagination.totalItems);
  }, [orders.data, clampTo]);

  return (
    <>
      <PageTitle title={title} />
      <Box sx={{ mb: 2 }}>
        <SearchField
          label="Buscar órdenes"
          placeholder="Número de compra o producto"
          value={table.searchText}
          onChange={table.setSearchText}
        />
      </Box>
      {orders.isError ? <LoadError error={orders.error} sx={{ mb: 2 }} /> : null}
      <DataTable
        label="Órdenes"
        columns={COLUMNS}
        rows={orders.data?.items ?? []}
        rowKey={(order) => String(order.id)}
        emptyText={table.search ? MESSAGES.searchEmpty : 'Aún no tienes órdenes'}
        loading={orders.isFetching}
        stale={orders.isPlaceholderData}
        pagination={table.pagination(orders.data?.pagination.totalItems ?? 0)}
        minWidth={640}
      />
    </>
  );
}
