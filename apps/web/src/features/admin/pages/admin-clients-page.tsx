import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import { LIMITS } from '@hogarte/shared/limits';
import type { AdminClient } from '@hogarte/shared/contracts/admin';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { formatDate } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminClients, type ClientSortKey } from '../api/get-clients';
import { LoadError } from '../../../components/load-error';
import { TextField } from '../../../components/text-field';

/** The search waits for a pause in typing (spec part 2 §9: 500 ms). */
const SEARCH_DEBOUNCE_MS = 500;

const COLUMNS: DataTableColumn<AdminClient>[] = [
  {
    id: 'created_at',
    header: 'Fecha de registro',
    sortKey: 'created_at',
    cell: (row) => formatDate(row.created_at),
    noWrap: true,
  },
  {
    id: 'first_name',
    header: 'Nombres',
    sortKey: 'first_name',
    cell: (row) => row.first_name,
    cardTitle: true,
  },
  {
    id: 'last_name',
    header: 'Apellidos',
    sortKey: 'last_name',
    cell: (row) => row.last_name,
    cardTitle: true,
  },
  { id: 'phone', header: 'Celular', cell: (row) => row.phone, noWrap: true },
  { id: 'email', header: 'Correo', sortKey: 'email', cell: (row) => row.email },
  { id: 'city', header: 'Ciudad', sortKey: 'city', cell: (row) => row.city ?? '—' },
  { id: 'cedula', header: 'Cédula', cell: (row) => row.cedula ?? '—', noWrap: true },
  { id: 'address', header: 'Dirección', cell: (row) => row.address ?? '—' },
];

/** /admin/clientes: every client, paged, searched and sorted by the server (part 1 §2). */
export function AdminClientsPage({ title }: { title: string }) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to one search: a new search starts again at page 1.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const [itemsPerPage, setItemsPerPage] = useState<number>(LIMITS.tablePageSizes[1]);
  const [sort, setSort] = useState<{ key: ClientSortKey; order: 'asc' | 'desc' }>({
    key: 'created_at',
    order: 'desc',
  });
  const clients = useAdminClients({
    page,
    itemsPerPage,
    search,
    sort: sort.key,
    order: sort.order,
  });

  return (
    <>
      <PageTitle title={title} />
      <TextField
        type="search"
        label="Buscar clientes"
        placeholder="Nombre, correo, celular o cédula"
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        sx={{ mb: 2, maxWidth: { sm: 420 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {clients.isError ? <LoadError error={clients.error} sx={{ mb: 2 }} /> : null}
      <DataTable
        label="Clientes"
        columns={COLUMNS}
        rows={clients.data?.items ?? []}
        rowKey={(row) => row.uuid}
        emptyText={search ? 'No se encontraron resultados' : 'Aún no hay clientes registrados'}
        loading={clients.isFetching}
        stale={clients.isPlaceholderData}
        sort={{
          key: sort.key,
          order: sort.order,
          onChange: (key, order) => {
            setSort({ key: key as ClientSortKey, order });
            setPaging({ search, page: 1 });
          },
        }}
        pagination={{
          page: page - 1,
          rowsPerPage: itemsPerPage,
          totalItems: clients.data?.pagination.totalItems ?? 0,
          onPageChange: (next) => setPaging({ search, page: next + 1 }),
          onRowsPerPageChange: (size) => {
            setItemsPerPage(size);
            setPaging({ search, page: 1 });
          },
        }}
        minWidth={1000}
      />
    </>
  );
}
