import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import {
  PQRS_STATES,
  PQRS_STATE_LABEL,
  PQRS_TYPES,
  PQRS_TYPE_LABEL,
  type PqrsState,
  type PqrsType,
} from '@hogarte/shared/schemas/pqrs';
import { CountTabs } from '../../../components/count-tabs';
import { PageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { useServerTable } from '../../../components/use-server-table';
import { formatCalendarDay } from '../../../lib/format';
import { useAdminPqrs } from '../api/get-admin-pqrs';
import { PqrsAdminActions } from '../components/pqrs-admin-actions';
import { PqrsDetailDialog } from '../components/pqrs-detail-dialog';
import { isOverdue } from '../components/pqrs-format';
import { PqrsTable, pqrsColumns } from '../components/pqrs-table';
import { useOpenPqrs } from '../components/use-open-pqrs';
import { NativeSelectField } from '../../../components/native-select-field';

type StateFilter = PqrsState | 'all';

const STATE_TABS: readonly { value: StateFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  ...PQRS_STATES.map((state) => ({ value: state, label: PQRS_STATE_LABEL[state] })),
];

const isPqrsType = (value: string): value is PqrsType =>
  (PQRS_TYPES as readonly string[]).includes(value);

const COLUMNS = pqrsColumns(
  [
    {
      id: 'client',
      header: 'Cliente',
      cell: (row) => `${row.client.first_name} ${row.client.last_name}`,
    },
  ],
  {
    id: 'due',
    header: 'Fecha límite',
    noWrap: true,
    cell: (row) => (
      <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
        {formatCalendarDay(row.due_on)}
        {isOverdue(row) ? <Chip size="small" color="error" label="Vencida" /> : null}
      </Box>
    ),
  },
);

/** A tab's count: the total of its first page, the smallest the API serves. */
function useStateCount(state: StateFilter, type: PqrsType | undefined) {
  const count = useAdminPqrs({
    state: state === 'all' ? undefined : state,
    type,
    search: '',
    page: 1,
    itemsPerPage: LIMITS.tablePageSizes[0],
  });
  return count.data?.pagination.totalItems;
}

/**
 * /admin/pqrs: every client's PQRS, open ones first by their legal due date, filtered by state,
 * type and a search; a row opens the request, where the admin takes it up and answers it once.
 */
export function AdminPqrsPage({ title }: { title: string }) {
  const [state, setState] = useState<StateFilter>('all');
  const [type, setType] = useState<PqrsType | undefined>();
  const detail = useOpenPqrs();
  const table = useServerTable(`${state}|${type ?? ''}`);
  const list = useAdminPqrs({
    state: state === 'all' ? undefined : state,
    type,
    search: table.search,
    page: table.page,
    itemsPerPage: table.itemsPerPage,
  });
  const counts: Record<StateFilter, number | undefined> = {
    all: useStateCount('all', type),
    radicada: useStateCount('radicada', type),
    en_tramite: useStateCount('en_tramite', type),
    respondida: useStateCount('respondida', type),
  };

  return (
    <>
      <PageTitle
        title={title}
        subtitle="Peticiones, quejas, reclamos y sugerencias de los clientes"
      />
      <CountTabs
        label="Filtrar PQRS por estado"
        value={state}
        onChange={setState}
        tabs={STATE_TABS.map((tab) => ({ ...tab, count: counts[tab.value] }))}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <SearchField
          label="Buscar PQRS"
          placeholder="Número, asunto o cliente"
          value={table.searchText}
          onChange={table.setSearchText}
        />
        <NativeSelectField
          size="small"
          label="Tipo"
          value={type ?? ''}
          onChange={(event) =>
            setType(isPqrsType(event.target.value) ? event.target.value : undefined)
          }
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          <option value="">Todos los tipos</option>
          {PQRS_TYPES.map((value) => (
            <option key={value} value={value}>
              {PQRS_TYPE_LABEL[value]}
            </option>
          ))}
        </NativeSelectField>
      </Box>
      <PqrsTable
        label="PQRS"
        columns={COLUMNS}
        list={list}
        emptyText={MESSAGES.pqrsEmptyAdmin}
        pagination={(totalItems) => table.pagination(totalItems)}
        minWidth={960}
        onOpen={detail.open}
      />
      <PqrsDetailDialog
        hashid={detail.hashid}
        onClose={detail.close}
        showClient
        actions={(pqrs) => <PqrsAdminActions key={pqrs.hashid} pqrs={pqrs} />}
      />
    </>
  );
}
