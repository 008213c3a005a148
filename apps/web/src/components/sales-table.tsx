/**
 * The parts the admin's and the supplier's 'Ventas' tables share (part 2 §2.4, §2.5): the search
 * over paid orders, the dense paged table, and the columns both show (number, date, total,
 * billing data and a sales invoice uploaded in the row). Each page adds its own columns.
 */
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { PageInfo } from '@hogarte/shared/contracts/common';
import type { OrderBilling, OrderFile } from '@hogarte/shared/contracts/orders';
import { MESSAGES } from '@hogarte/shared/messages';
import { formatCop, formatDate } from '../lib/format';
import { showServerError, showToast } from '../lib/toast';
import { BillingInfoButton } from './billing-info-dialog';
import { denseCells } from './catalogue-product-columns';
import { DataTable, type DataTableColumn } from './data-table';
import { InvoiceCell } from './invoice-cell';
import { SearchField } from './search-field';
import type { useServerTable } from './use-server-table';
import { LoadError } from './load-error';

/** What every sales row has, whoever looks at it. */
export interface SaleRow {
  id: number;
  orderNumber: string;
  purchaseDate: string;
  total: number;
  billingInformation: OrderBilling;
}

/** An invoice sent from a row: the first one, or one that replaces the newest. */
export interface SaleInvoiceUpload {
  orderId: number;
  /** The invoice it replaces, if the order has one already. */
  replaces: number | null;
  file: File;
}

interface SaleInvoiceCellProps {
  sale: SaleRow;
  files: readonly OrderFile[];
  /** The page's upload mutation. */
  upload: {
    isPending: boolean;
    mutate: (
      variables: SaleInvoiceUpload,
      options: { onSuccess: () => void; onError: (error: Error) => void },
    ) => void;
  };
}

/** A row's sales invoice, uploaded or replaced as a PDF, with a toast saying how it went. */
export function SaleInvoiceCell({ sale, files, upload }: SaleInvoiceCellProps) {
  return (
    <InvoiceCell
      files={files}
      label={`Factura de venta de ${sale.orderNumber}`}
      pending={upload.isPending}
      onUpload={(file, replaces) =>
        upload.mutate(
          { orderId: sale.id, replaces, file },
          {
            onSuccess: () => showToast(MESSAGES.invoiceAdded, 'success'),
            onError: showServerError,
          },
        )
      }
    />
  );
}

/** The order number, leading to `to(sale)`. */
export function saleNumberColumn<T extends SaleRow>(to: (sale: T) => string): DataTableColumn<T> {
  return {
    id: 'number',
    header: 'N.º de compra',
    noWrap: true,
    cell: (sale) => (
      <Link component={RouterLink} to={to(sale)} sx={{ fontWeight: 600 }}>
        {sale.orderNumber}
      </Link>
    ),
  };
}

export function saleDateColumn<T extends SaleRow>(): DataTableColumn<T> {
  return {
    id: 'date',
    header: 'Fecha',
    cell: (sale) => formatDate(sale.purchaseDate),
    noWrap: true,
  };
}

export function saleTotalColumn<T extends SaleRow>(): DataTableColumn<T> {
  return {
    id: 'total',
    header: 'Total',
    cell: (sale) => formatCop(sale.total),
    align: 'right',
    noWrap: true,
  };
}

export function saleBillingColumn<T extends SaleRow>(pinned: boolean): DataTableColumn<T> {
  return {
    id: 'billing',
    header: 'Facturación',
    pinned,
    cell: (sale) => (
      <BillingInfoButton billing={sale.billingInformation} orderNumber={sale.orderNumber} />
    ),
  };
}

interface SalesTableProps<T extends SaleRow> {
  table: ReturnType<typeof useServerTable>;
  sales: UseQueryResult<{ items: T[]; pagination: PageInfo }>;
  columns: DataTableColumn<T>[];
  searchPlaceholder: string;
  /** Shown when there are no sales and nothing is searched. */
  emptyText: string;
  minWidth: number;
}

/** The search, the error if the list cannot be read, and the paged table of sales. */
export function SalesTable<T extends SaleRow>({
  table,
  sales,
  columns,
  searchPlaceholder,
  emptyText,
  minWidth,
}: SalesTableProps<T>) {
  const { clampTo } = table;
  useEffect(() => {
    if (sales.data) clampTo(sales.data.pagination.totalItems);
  }, [sales.data, clampTo]);

  return (
    <>
      <Box sx={{ mb: 2 }}>
        <SearchField
          label="Buscar ventas"
          placeholder={searchPlaceholder}
          value={table.searchText}
          onChange={table.setSearchText}
        />
      </Box>
      {sales.isError ? <LoadError error={sales.error} sx={{ mb: 2 }} /> : null}
      {/* Dense cells like the admin's product table: every column fits beside the menu. */}
      <Box sx={denseCells}>
        <DataTable
          label="Ventas"
          columns={columns}
          rows={sales.data?.items ?? []}
          rowKey={(sale) => String(sale.id)}
          emptyText={table.search ? MESSAGES.searchEmpty : emptyText}
          loading={sales.isFetching}
          stale={sales.isPlaceholderData}
          pagination={table.pagination(sales.data?.pagination.totalItems ?? 0)}
          minWidth={minWidth}
        />
      </Box>
    </>
  );
}
