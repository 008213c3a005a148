import { ROLE } from '@hogarte/shared/roles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { VirtualConsultancy } from '@hogarte/shared/contracts/virtual-consultancies';
import { MESSAGES } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import { CountTabs } from '../../../components/count-tabs';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { useServerTable } from '../../../components/use-server-table';
import { formatDate } from '../../../lib/format';
import {
  useAdminVirtualConsultancies,
  type AdminVirtualFilter,
} from '../api/get-admin-virtual-consultancies';
import { personName } from '../components/person-name';
import { virtualRoomPath } from '../../../lib/consultancy-paths';
import { VirtualStatusChip } from '../components/virtual-status-chip';
import { LoadError } from '../../../components/load-error';

const FILTERS: readonly { value: AdminVirtualFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'unpaid', label: 'Pendientes' },
  { value: 'paid', label: 'Pagadas' },
  { value: 'approved', label: 'Aprobadas' },
  { value: 'finished', label: 'Terminadas' },
];

const COLUMNS: DataTableColumn<VirtualConsultancy>[] = [
  {
    id: 'code',
    header: 'Código',
    cardTitle: true,
    noWrap: true,
    // Before the designer approves there is no room to open (part 2 §2.4): plain text.
    cell: (row) =>
      row.is_approved === true ? (
        <Link component={RouterLink} to={virtualRoomPath(row.hashid, ROLE.admin)}>
          #{row.hashid}
        </Link>
      ) : (
        `#${row.hashid}`
      ),
  },
  { id: 'date', header: 'Fecha', noWrap: true, cell: (row) => formatDate(row.created_at) },
  { id: 'client', header: 'Cliente', cell: (row) => personName(row.client) },
  { id: 'designer', header: 'Diseñador', cell: (row) => personName(row.designer) },
  { id: 'spaces', header: 'Espacios', align: 'right', cell: (row) => row.space.quantity },
  {
    id: 'total',
    header: 'Total',
    align: 'right',
    noWrap: true,
    cell: (row) => formatCop(row.to_pay),
  },
  {
    id: 'status',
    header: 'Estado',
    pinned: true,
    cell: (row) => <VirtualStatusChip status={row.status} />,
  },
];

/**
 * /admin/asesorías-virtuales 'Asesorías virtuales' (part 2 §2.4): every virtual consultancy,
 * filtered All, Pending, Paid, Approved or Finished by the server, searched and paged there too.
 */
export function AdminVirtualConsultanciesPage({ title }: { title: string }) {
  const [filter, setFilter] = useState<AdminVirtualFilter>('all');
  const table = useServerTable(filter);
  const consultancies = useAdminVirtualConsultancies({
    filter,
    search: table.search,
    page: table.page,
    itemsPerPage: table.itemsPerPage,
  });

  return (
    <>
      <PageTitle title={title} />
      <CountTabs
        label="Filtrar asesorías virtuales"
        value={filter}
        onChange={setFilter}
        tabs={FILTERS.map((item) => ({ ...item, count: null }))}
      />
      <Box sx={{ mb: 2 }}>
        <SearchField
          label="Buscar asesorías virtuales"
          placeholder="Código, cliente o diseñador"
          value={table.searchText}
          onChange={table.setSearchText}
        />
      </Box>
      {consultancies.isError ? <LoadError error={consultancies.error} sx={{ mb: 2 }} /> : null}
      <DataTable
        label="Asesorías virtuales"
        columns={COLUMNS}
        rows={consultancies.data?.info ?? []}
        rowKey={(row) => row.hashid}
        emptyText={table.search ? MESSAGES.searchEmpty : 'Aún no hay Asesorías Virtuales'}
        loading={consultancies.isFetching}
        stale={consultancies.isPlaceholderData}
        pagination={table.pagination(consultancies.data?.pagination.totalItems ?? 0)}
        minWidth={860}
      />
    </>
  );
}
