import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import { MESSAGES } from '@hogarte/shared/messages';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { serverMessage } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { useAdminDesigners, type AdminDesigner } from '../api/get-designers';
import { useSetApproval } from '../api/set-approval';
import { useSetVisibility } from '../api/set-visibility';
import { ApprovalActions } from '../components/approval-actions';
import { ApprovalChip } from '../components/approval-chip';
import { ApprovalFilterTabs } from '../components/approval-filter-tabs';
import { DesignerDetailDialog } from '../components/designer-detail-dialog';
import { VisibilitySwitch } from '../components/visibility-switch';
import { visibilityState } from '../utils/approval';
import { useApprovalFilter } from '../utils/use-approval-filter';
import { useLocalPaging } from '../utils/use-local-paging';

function fullName(designer: AdminDesigner): string {
  return `${designer.first_name} ${designer.last_name}`;
}

/** /admin/disenadores: applications and designers, by state, with approval (part 2 §2.4). */
export function AdminDesignersPage({ title }: { title: string }) {
  const [filter, setFilter] = useApprovalFilter();
  const list = useAdminDesigners(filter);
  const approval = useSetApproval<AdminDesigner>('designers');
  const visibility = useSetVisibility<AdminDesigner>('designers');
  const paging = useLocalPaging(list.data?.items ?? []);
  const [detail, setDetail] = useState<AdminDesigner | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  // The dialog follows the row as it changes (a toggle), and keeps the last copy if it leaves.
  const shown = list.data?.items.find((item) => item.uuid === detail?.uuid) ?? detail;

  const columns: DataTableColumn<AdminDesigner>[] = [
    {
      id: 'avatar',
      header: 'Foto',
      cardTitle: true,
      cell: (row) => (
        <Avatar src={row.avatar ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
          {row.first_name.charAt(0)}
        </Avatar>
      ),
    },
    {
      id: 'created_at',
      header: 'Fecha de registro',
      cell: (row) => formatDate(row.created_at),
      noWrap: true,
    },
    { id: 'first_name', header: 'Nombres', cell: (row) => row.first_name, cardTitle: true },
    { id: 'last_name', header: 'Apellidos', cell: (row) => row.last_name, cardTitle: true },
    { id: 'phone', header: 'Celular', cell: (row) => row.phone, noWrap: true },
    { id: 'email', header: 'Correo', cell: (row) => row.email },
    { id: 'city', header: 'Ciudad', cell: (row) => row.city ?? '—' },
    {
      id: 'status',
      header: 'Estado de la solicitud',
      cell: (row) => <ApprovalChip isApproved={row.is_approved} />,
      pinned: true,
    },
    {
      id: 'active',
      header: 'Activo',
      pinned: true,
      cell: (row) => (
        <VisibilitySwitch
          {...visibilityState(row)}
          label={`Activo: ${fullName(row)}`}
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
          name={fullName(row)}
          disabled={approval.isPending && approval.variables.row.uuid === row.uuid}
          onDecide={(isApproved) => approval.mutate({ row, name: fullName(row), isApproved })}
        />
      ),
    });
  }

  return (
    <>
      <PageTitle title={title} />
      <ApprovalFilterTabs
        label="Filtrar diseñadores"
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
        label="Diseñadores"
        columns={columns}
        rows={paging.rows}
        rowKey={(row) => row.uuid}
        rowLabel={(row) => `Ver detalle de ${fullName(row)}`}
        emptyText="No se encontraron diseñadores"
        loading={list.isFetching}
        onRowClick={(row) => {
          setDetail(row);
          setDetailOpen(true);
        }}
        pagination={paging.pagination}
        minWidth={980}
      />
      <DesignerDetailDialog
        designer={shown}
        open={detailOpen}
        onClose={() => setDetailOpen(false)}
      />
    </>
  );
}
