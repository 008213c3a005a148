import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { AdviserRow } from '@hogarte/shared/contracts/advisers';
import { MESSAGES } from '@hogarte/shared/messages';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { personAvatarColumn } from '../../../components/person-avatar-column';
import { PageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useServerTable } from '../../../components/use-server-table';
import { VisibilitySwitch } from '../../../components/visibility-switch';
import { showToast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteAdviser } from '../api/delete-adviser';
import { useAdvisers } from '../api/get-advisers';
import { useSetAdviserActive } from '../api/set-adviser-active';
import { useSetAdviserApproval } from '../api/set-adviser-approval';
import { AdviserDetailDialog } from '../components/adviser-detail-dialog';
import { LoadError } from '../../../components/load-error';

/**
 * The delete dialog's question. The spec quotes it in English; the screen asks in Spanish
 * (decision 022). `MESSAGES.adviserDeleteQuestionOriginal` here shows the spec's own text.
 */
const DELETE_QUESTION = MESSAGES.adviserDeleteQuestion;

/** The spec's search pause (part 2 §9). */
const FILTER_DEBOUNCE_MS = 500;

function fullName(adviser: AdviserRow): string {
  return `${adviser.first_name} ${adviser.last_name}`;
}

/**
 * `/proveedor/asesor/lista`, 'Lista Asesores' (part 2 §2.5): the supplier's advisers, filtered by
 * name and by professional profile, with the approval and active switches (each sends the
 * opposite of what the adviser has), edit and delete; a row opens the adviser's detail.
 */
export function AdviserListPage({ title }: { title: string }) {
  const [profileText, setProfileText] = useState('');
  const profile = useDebouncedValue(profileText.trim(), FILTER_DEBOUNCE_MS);
  const table = useServerTable(profile);
  const list = useAdvisers({
    page: table.page,
    itemsPerPage: table.itemsPerPage,
    name: table.search,
    profile,
  });
  const approval = useSetAdviserApproval();
  const active = useSetAdviserActive();
  const remove = useDeleteAdviser();
  const [detail, setDetail] = useState<AdviserRow | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  // The dialog follows the row as it changes (a switch), and keeps the last copy if it leaves.
  const shown = list.data?.items.find((row) => row.salesperson_id === detail?.salesperson_id);

  const deletion = useConfirmedDelete<AdviserRow>({
    title: MESSAGES.adviserDeleteTitle,
    name: fullName,
    question: (adviser) => (
      <>
        {DELETE_QUESTION}
        <br />
        <strong>{fullName(adviser)}</strong>
      </>
    ),
    pending: remove.isPending,
    remove: (adviser, settled) =>
      remove.mutate(adviser.salesperson_id, {
        onSuccess: () => {
          showToast(MESSAGES.adviserDeleted, 'success');
          if (list.data) table.clampTo(list.data.pagination.totalItems - 1);
        },
        onError: () => showToast(MESSAGES.adviserDeleteFailed, 'error'),
        onSettled: settled,
      }),
    buttonSize: 'small',
  });

  const columns: DataTableColumn<AdviserRow>[] = [
    personAvatarColumn(),
    {
      id: 'name',
      header: 'Nombre',
      // Two lines at most for a long name, however the other columns fill the table.
      cell: (row) => (
        <Box component="span" sx={{ display: 'block', minWidth: { sm: 150 } }}>
          {fullName(row)}
        </Box>
      ),
      cardTitle: true,
    },
    { id: 'email', header: 'Correo', cell: (row) => row.email },
    { id: 'city', header: 'Ciudad', cell: (row) => row.city_name ?? '—' },
    {
      id: 'profile',
      header: 'Perfil profesional',
      cell: (row) => row.professional_profile ?? '—',
    },
    {
      id: 'approved',
      header: 'Aprobado',
      align: 'center',
      pinned: true,
      cell: (row) => (
        <VisibilitySwitch
          checked={row.is_approved}
          label={`Aprobado: ${fullName(row)}`}
          onChange={() =>
            approval.mutate({ uuid: row.salesperson_id, isApproved: !row.is_approved })
          }
        />
      ),
    },
    {
      id: 'active',
      header: 'Activo',
      align: 'center',
      pinned: true,
      cell: (row) => (
        <VisibilitySwitch
          checked={row.is_public}
          label={`Activo: ${fullName(row)}`}
          onChange={() => active.mutate({ uuid: row.salesperson_id, isPublic: !row.is_public })}
        />
      ),
    },
    {
      id: 'actions',
      header: 'Acciones',
      align: 'right',
      noWrap: true,
      pinned: true,
      cell: (row) => (
        // Acting on a row does not open its detail.
        <Box
          component="span"
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
        >
          <Tooltip title="Editar">
            <IconButton
              size="small"
              component={RouterLink}
              to={`/proveedor/asesor/${row.salesperson_id}/editar`}
              aria-label={`Editar ${fullName(row)}`}
            >
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
          {deletion.button(row)}
        </Box>
      ),
    },
  ];

  const filtering = table.search !== '' || profile !== '';
  return (
    <>
      <PageTitle
        title={title}
        actions={
          <Button
            component={RouterLink}
            to="/proveedor/asesor/nuevo"
            variant="contained"
            startIcon={<AddIcon />}
          >
            Crear asesor
          </Button>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <SearchField
          label="Filtrar por nombre"
          value={table.searchText}
          onChange={table.setSearchText}
        />
        <SearchField
          label="Filtrar por perfil profesional"
          value={profileText}
          onChange={setProfileText}
        />
      </Box>
      {list.isError ? <LoadError error={list.error} sx={{ mb: 2 }} /> : null}
      {/* Tight cells, so the switches and actions fit beside a laptop's side menu. */}
      <Box
        sx={{
          '& .MuiTableCell-root': { px: 1.25 },
          '& .MuiTableCell-root:first-of-type': { pl: 2 },
        }}
      >
        <DataTable
          label="Asesores"
          columns={columns}
          rows={list.data?.items ?? []}
          rowKey={(row) => row.salesperson_id}
          rowLabel={(row) => `Ver detalle de ${fullName(row)}`}
          emptyText={filtering ? MESSAGES.searchEmpty : 'Aún no has creado asesores.'}
          loading={list.isFetching}
          stale={list.isPlaceholderData}
          onRowClick={(row) => {
            setDetail(row);
            setDetailOpen(true);
          }}
          pagination={table.pagination(list.data?.pagination.totalItems ?? 0)}
          minWidth={880}
        />
      </Box>
      <AdviserDetailDialog
        adviser={shown ?? detail}
        open={detailOpen}
        onClose={() => setDetailOpen(false)}
      />
      {deletion.dialog}
    </>
  );
}
