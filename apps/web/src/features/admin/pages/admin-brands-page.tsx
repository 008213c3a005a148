import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { PRODUCT_TYPE, type ProductTypeKey } from '@hogarte/shared/catalogue';
import { PRODUCT_TYPES, lookupName } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import type { AdminBrand } from '@hogarte/shared/contracts/brands';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { formatNumber } from '../../../lib/format';
import { SearchField } from '../../../components/search-field';
import { useServerTable } from '../../../components/use-server-table';
import { useAdminBrands } from '../api/get-admin-brands';
import { LoadError } from '../../../components/load-error';
import { SelectField } from '../../../components/select-field';

const TYPE_LABELS: Record<ProductTypeKey, string> = {
  revestimiento: lookupName(PRODUCT_TYPES, PRODUCT_TYPE.covering),
  decorativo: lookupName(PRODUCT_TYPES, PRODUCT_TYPE.decorative),
};

const COLUMNS: DataTableColumn<AdminBrand>[] = [
  { id: 'name', header: 'Nombre', cell: (row) => row.name },
  { id: 'type', header: 'Tipo', cell: (row) => TYPE_LABELS[row.type] },
  { id: 'company', header: 'Empresa', cell: (row) => row.company_name },
  {
    id: 'products',
    header: 'Productos',
    align: 'right',
    cell: (row) => formatNumber(row.product_count),
  },
];

/** /admin/marcas 'Marcas': every supplier's brands with their name and type (part 2 §2.4). */
export function AdminBrandsPage({ title }: { title: string }) {
  const [type, setType] = useState<ProductTypeKey | 'all'>('all');
  const table = useServerTable(type);
  const brands = useAdminBrands({
    search: table.search,
    type: type === 'all' ? null : type,
    page: table.page,
    itemsPerPage: table.itemsPerPage,
  });

  return (
    <>
      <PageTitle title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <SearchField
          label="Buscar marcas"
          placeholder="Marca o empresa"
          value={table.searchText}
          onChange={table.setSearchText}
        />
        <SelectField
          size="small"
          label="Tipo"
          value={type}
          onChange={(event) => setType(event.target.value as ProductTypeKey | 'all')}
          sx={{ width: { xs: '100%', sm: 200 } }}
        >
          <MenuItem value="all">Todos</MenuItem>
          <MenuItem value="revestimiento">{TYPE_LABELS.revestimiento}</MenuItem>
          <MenuItem value="decorativo">{TYPE_LABELS.decorativo}</MenuItem>
        </SelectField>
      </Box>
      {brands.isError ? <LoadError error={brands.error} sx={{ mb: 2 }} /> : null}
      <DataTable
        label="Marcas"
        columns={COLUMNS}
        rows={brands.data?.items ?? []}
        rowKey={(row) => String(row.id)}
        emptyText={table.search ? MESSAGES.searchEmpty : 'Aún no hay marcas'}
        loading={brands.isFetching}
        stale={brands.isPlaceholderData}
        pagination={table.pagination(brands.data?.pagination.totalItems ?? 0)}
        minWidth={640}
      />
    </>
  );
}
