import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import type { PresentialRow } from '@hogarte/shared/contracts/presential';
import type { RemodelingRow } from '@hogarte/shared/contracts/remodelings';
import {
  PRESENTIAL_STEP_NAMES,
  STEP_LABELS,
  STEP_STATUS,
  STEP_STATUS_LABELS,
} from '@hogarte/shared/process-steps';
import { CountTabs } from '../../../components/count-tabs';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { SheetListSection } from '../../../components/sheet-list-section';
import {
  sheetCityColumn,
  sheetClientColumn,
  sheetDateColumn,
  sheetFinishedColumn,
  sheetLinkColumn,
} from '../../../components/sheet-row-columns';
import { formatCalendarDay, formatDate } from '../../../lib/format';
import { presentialPath } from '../../../lib/sheet-path';
import { useDesignerPresentialList } from '../api/get-designer-presential-list';
import { PresentialDecisionButtons } from '../components/presential-decision';
import { PresentialDetailButton } from '../components/presential-detail-dialog';
import { useStartQuote } from '../components/sheet-quote-start';
import { inStepOrder } from '../components/sheet-steps';
import { LoadError } from '../../../components/load-error';

type ClientsFilter = 'approved' | 'pending';

/** The chips and the table each one shows (part 1 §2 Designer area). */
const VIEWS: Record<ClientsFilter, { chip: string; table: string; emptyText: string }> = {
  approved: {
    chip: 'Aprobados',
    table: 'Tus procesos activos',
    emptyText: 'Aún no tienes procesos activos',
  },
  pending: {
    chip: 'Por aprobar',
    table: 'Pendientes de aprobación',
    emptyText: 'No tienes solicitudes por aprobar',
  },
};

/**
 * How far the consultancy has gone: the step it is on, its state, and how many of the five are
 * done, each on a line of its own (as one line it wrapped after its '·' in a laptop's column).
 */
function StepProgress({ row }: { row: PresentialRow }) {
  const steps = inStepOrder(row.steps, PRESENTIAL_STEP_NAMES);
  const done = steps.filter((step) => step.step_status_id === STEP_STATUS.done).length;
  const current = steps.find((step) => step.step_status_id !== STEP_STATUS.done);
  return (
    <Box>
      <Typography variant="body2">
        {current ? STEP_LABELS[current.name] : 'Pasos terminados'}
      </Typography>
      {current ? (
        <Typography variant="body2" color="text.secondary">
          {STEP_STATUS_LABELS[current.step_status_id]}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {done} de {steps.length} pasos terminados
      </Typography>
    </Box>
  );
}

function clientName(row: PresentialRow): string {
  return `${row.client.first_name} ${row.client.last_name}`.trim();
}

/** The row's buttons: a click on them (or on their dialogs) must not also open the row. */
function RowActions({ row }: { row: PresentialRow }) {
  const startQuote = useStartQuote();
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <PresentialDetailButton row={row} />
      {row.is_approved ? (
        <Button
          size="small"
          startIcon={<NoteAddOutlinedIcon />}
          aria-label={`Crear cotización para #${row.hashid}`}
          onClick={() => startQuote('presential', row.hashid, row.client)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Crear cotización
        </Button>
      ) : (
        <PresentialDecisionButtons consultancy={row} />
      )}
    </Box>
  );
}

const COLUMNS: DataTableColumn<PresentialRow>[] = [
  { id: 'date', header: 'Fecha', noWrap: true, cell: (row) => formatDate(row.created_at) },
  {
    id: 'hashid',
    header: 'Asesoría',
    cardTitle: true,
    noWrap: true,
    cell: (row) => `#${row.hashid}`,
  },
  // The phone sits under the name: one column less keeps 'Avance' in view on a laptop.
  {
    id: 'client',
    header: 'Cliente',
    cardTitle: 'own-line',
    cell: (row) => (
      <>
        {clientName(row)}
        {row.client.phone ? (
          <Typography variant="body2" color="text.secondary" component="span" display="block">
            {row.client.phone}
          </Typography>
        ) : null}
      </>
    ),
  },
  { id: 'place', header: 'Dirección', cell: (row) => `${row.address}, ${row.city}` },
  // One day a line: joined, they broke inside a date ('23 nov / 2026 · 24 / nov 2026').
  {
    id: 'dates',
    header: 'Fechas preferidas',
    cell: (row) =>
      row.preferred_dates.map((day) => (
        <Box key={day} component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {formatCalendarDay(day)}
        </Box>
      )),
  },
  { id: 'progress', header: 'Avance', cell: (row) => <StepProgress row={row} /> },
  { id: 'actions', header: '', pinned: true, cell: (row) => <RowActions row={row} /> },
];

/** The designer's remodellings: the designer column would name the designer on every row. */
const SHEET_COLUMNS: DataTableColumn<RemodelingRow>[] = [
  sheetDateColumn,
  sheetFinishedColumn,
  sheetLinkColumn,
  sheetClientColumn,
  sheetCityColumn,
];

/**
 * /disenador/dashboard 'Mis clientes' (part 1 §2 Designer area): the designer's presential
 * consultancies, the approved ones ('Tus procesos activos', each opening its page) and those
 * waiting for the designer's answer ('Pendientes de aprobación', approved or rejected here).
 * Opens on the requests when there is nothing active yet. Below them, the designer's
 * remodellings: the spec gives the designer no other way to its process sheets (decision 032).
 */
export function DesignerClientsPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const list = useDesignerPresentialList();
  const [chosen, setChosen] = useState<ClientsFilter | null>(null);
  const rows = list.data ?? [];
  const groups: Record<ClientsFilter, PresentialRow[]> = {
    approved: rows.filter((row) => row.is_approved === true),
    pending: rows.filter((row) => row.is_approved === null),
  };
  const filter =
    chosen ?? (groups.approved.length === 0 && groups.pending.length > 0 ? 'pending' : 'approved');
  const view = VIEWS[filter];

  return (
    <>
      <PageTitle title={title} />
      <CountTabs
        label="Filtrar mis clientes"
        value={filter}
        onChange={setChosen}
        tabs={(['approved', 'pending'] as const).map((value) => ({
          value,
          label: VIEWS[value].chip,
          count: list.data ? groups[value].length : undefined,
        }))}
      />
      {list.isError ? <LoadError error={list.error} sx={{ mb: 2 }} /> : null}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {view.table}
      </Typography>
      <DataTable
        label={view.table}
        columns={COLUMNS}
        rows={groups[filter]}
        rowKey={(row) => row.hashid}
        emptyText={view.emptyText}
        loading={list.isFetching}
        stale={list.isPlaceholderData}
        minWidth={1000}
        // Only an approved consultancy has a page to work on; a request is answered here.
        onRowClick={
          filter === 'approved'
            ? (row) => void navigate(presentialPath(row.hashid, 'designer'))
            : undefined
        }
        rowLabel={
          filter === 'approved'
            ? (row) => `Abrir asesoría #${row.hashid} de ${clientName(row)}`
            : undefined
        }
        // Beside the row's 'Detalle' (the dialog), 'Ver detalle' would read as the same thing.
        openText="Abrir asesoría"
      />
      <Box sx={{ mt: 4 }}>
        <SheetListSection
          title="Hojas de proceso"
          columns={SHEET_COLUMNS}
          emptyText="Aún no tienes remodelaciones"
          tableKey="designer-sheets"
          opensRow
        />
      </Box>
    </>
  );
}
