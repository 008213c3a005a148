import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import { MESSAGES } from '@hogarte/shared/messages';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { serverMessage } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { useAdminSuppliers, type AdminSupplier } from '../api/get-suppliers';
import { useSetApproval } from '../api/set-approval';
import { useSetVisibility } from '../api/set-visibility';
import { ApprovalActions } from '../components/approval-actions';
import { ApprovalChip } from '../components/approval-chip';
import { ApprovalFilterTabs } from '../components/approval-filter-tabs';
import { SupplierDetailDialog } from '../components/supplier-detail-dialog';
import { VisibilitySwitch } from '../components/visibility-switch';
import { visibilityState } from '../utils/approval';
import { useApprovalFilter } from '../utils/use-approval-filter';
import { useLocalPaging } from '../utils/use-local-paging';

/** /admin/proveedores: supplier applications and suppliers, by state (spec part 2 §2.4). */
export function AdminSuppliersPage({ title }: { title: string }) {
  const [filter, setFilter] = useApprovalFilter();
  const list = useAdminSuppliers(filter);
  const approval = useSetApproval<AdminSupplier>('suppliers');
  const visibility = useSetVisibility<AdminSupplier>('suppliers');
  const paging = useLocalPaging(list.data?.items ?? []);
  const [detail, setDetail] = useState<AdminSupplier | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const shown = list.data?.items.find((item) => item.uuid === detail?.uuid) ?? detail;

  const columns: DataTableColumn<AdminSupplier>[] = [
    {
      id: 'initial',
      header: 'Logo',
      cardTitle: true,
      cell: (row) => (
        <Avatar alt="" sx={{ width: 36, height: 36, bgcolor: 'secondary.main' }}>
          {row.initial}
        </Avatar>
      ),
    },
    { id: 'company_name', header: 'Nombre', cell: (row) => row.company_name, cardTitle: true },
    { id: 'phone', header: 'Celular', cell: (row) => row.phone, noWrap: true },
    { id: 'email', header: 'Correo', cell: (row) => row.email },
    { id: 'city', header: 'Ciudad', cell: (row) => row.city ?? '—' },
    {
      id: 'created_at',
      header: 'Fecha de solicitud',
      cell: (row) => formatDate(row.created_at),
      noWrap: true,
    },
    {
      id: 'status',
      header: 'Estado de la solicitud',
      cell: (row) => <ApprovalChip isApproved={row.is_approved} />,
      pinned: true,
    },
    {
      id: 'public',
      header: 'Público',
      pinned: true,
      cell: (row) => (
        <VisibilitySwitch
          {...visibilityState(row)}
          label={`Público: ${row.company_name}`}
          onChange={(isPublic) => visibility.mutate({ uuid: row.uuid, isPublic })}
        />
      ),
    },
  ];
  if (filter === 'pending') {
    columns.push({
      id: 'actions',
      header: 'Acciones',
      pinned: true,
      cell: (row) => (
        <ApprovalActions
          name={row.company_name}
          disabled={approval.isPending && approval.variables.row.uuid === row.uuid}
          onDecide={(isApproved) => approval.mutate({ row, name: row.company_name, isApproved })}
        />
      ),
    });
  }

  return (
    <>
      <PageTitle title={title} />
      <ApprovalFilterTabs
        label="Filtrar proveedores"
        value={filter}
        counts={list.data?.counts}
        onChange={(next) => {
          paging.resetPage();
          setFilter(next);
        }}
      />
      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverMessage(list.error, MESSAGES.unexpected)}
        </Alert>
      ) : null}
      <DataTable
        label="Proveedores"
        columns={columns}
        rows={paging.rows}
        rowKey={(row) => row.uuid}
        rowLabel={(row) => `Ver detalle de ${row.company_name}`}
        emptyText="No se encontraron proveedores"
        loading={list.isFetching}
        onRowClick={(row) => {
          setDetail(row);
          setDetailOpen(true);
        }}
        pagination={paging.pagination}
        minWidth={940}
      />
      <SupplierDetailDialog
        supplier={shown}
        open={detailOpen}
        onClose={() => setDetailOpen(false)}
      />
    </>
  );
}
