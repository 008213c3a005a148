import { useEffect } from 'react';
import Box from '@mui/material/Box';
import type { ProductTableRow } from '@hogarte/shared/contracts/catalogue';
import { MESSAGES } from '@hogarte/shared/messages';
import {
  categoryColumn,
  denseCells,
  installationPriceColumn,
  priceColumn,
  productColumn,
} from '../../../components/catalogue-product-columns';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import {
  ProductTypeTabs,
  productTypesOf,
  useProductTypeFilter,
} from '../../../components/product-type-tabs';
import { SearchField } from '../../../components/search-field';
import { useServerTable } from '../../../components/use-server-table';
import { useOperatorProducts } from '../api/get-operator-products';
import { useSetInstallationPrice } from '../api/set-installation-price';
import { LoadError } from '../../../components/load-error';

interface OperatorProductsTableProps {
  /** Only the products still waiting for their installation price. */
  withoutInstallationPrice: boolean;
  emptyText: string;
}

/** The operator's product table: by type, searched, each row's installation price editable. */
export function OperatorProductsTable({
  withoutInstallationPrice,
  emptyText,
}: OperatorProductsTableProps) {
  const [type, setType] = useProductTypeFilter();
  const table = useServerTable(type);
  const setPrice = useSetInstallationPrice();
  const products = useOperatorProducts({
    types: productTypesOf(type),
    withoutInstallationPrice,
    search: table.search,
    page: table.page,
    itemsPerPage: table.itemsPerPage,
  });
  const { clampTo } = table;
  useEffect(() => {
    if (products.data) clampTo(products.data.pagination.totalItems);
  }, [products.data, clampTo]);

  const columns: DataTableColumn<ProductTableRow>[] = [
    productColumn,
    categoryColumn,
    priceColumn,
    installationPriceColumn((row, price) => setPrice.mutateAsync({ id: row.id, price })),
  ];

  return (
    <>
      <ProductTypeTabs value={type} onChange={setType} />
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
          label="Productos"
          columns={columns}
          rows={products.data?.items ?? []}
          rowKey={(row) => String(row.id)}
          emptyText={table.search ? MESSAGES.searchEmpty : emptyText}
          loading={products.isFetching}
          stale={products.isPlaceholderData}
          pagination={table.pagination(products.data?.pagination.totalItems ?? 0)}
          minWidth={760}
        />
      </Box>
    </>
  );
}
