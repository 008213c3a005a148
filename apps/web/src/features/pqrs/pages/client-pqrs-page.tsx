import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { PqrsRow } from '@hogarte/shared/contracts/pqrs';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { PQRS_TYPE_LABEL } from '@hogarte/shared/schemas/pqrs';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { useServerTable } from '../../../components/use-server-table';
import { formatCalendarDay, formatDate } from '../../../lib/format';
import { serverMessage } from '../../../lib/form-errors';
import { useOwnPqrs } from '../api/get-own-pqrs';
import { PqrsDetailDialog } from '../components/pqrs-detail-dialog';
import { PqrsFormDialog } from '../components/pqrs-form-dialog';
import { PqrsStateChip } from '../components/pqrs-format';
import { useOpenPqrs } from '../components/use-open-pqrs';

const COLUMNS: readonly DataTableColumn<PqrsRow>[] = [
  { id: 'number', header: 'Número de radicado', noWrap: true, cell: (row) => row.filing_number },
  { id: 'type', header: 'Tipo', cell: (row) => PQRS_TYPE_LABEL[row.type] },
  { id: 'subject', header: 'Asunto', cardTitle: true, cell: (row) => row.subject },
  {
    id: 'filed',
    header: 'Fecha de radicación',
    noWrap: true,
    cell: (row) => formatDate(row.filed_at),
  },
  {
    id: 'due',
    header: 'Respuesta a más tardar',
    noWrap: true,
    cell: (row) =>
      row.answered_at
        ? `Respondida el ${formatDate(row.answered_at)}`
        : formatCalendarDay(row.due_on),
  },
  {
    id: 'state',
    header: 'Estado',
    pinned: true,
    cell: (row) => <PqrsStateChip state={row.state} />,
  },
];

/**
 * /cliente/pqrs: the client's peticiones, quejas, reclamos y sugerencias (spec part 2 §2.6, issue
 * 16). Filing one gives its number at once; each row opens the request with its answer.
 */
export function ClientPqrsPage({ title }: { title: string }) {
  const [filing, setFiling] = useState(false);
  const detail = useOpenPqrs();
  const table = useServerTable('own');
  const list = useOwnPqrs({ page: table.page, itemsPerPage: table.itemsPerPage });

  return (
    <>
      <PageTitle
        title={title}
        subtitle="Peticiones, quejas, reclamos y sugerencias"
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setFiling(true)}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Radicar PQRS
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {`Al radicar tu solicitud recibes su número de radicado de inmediato. Te respondemos en máximo ${LIMITS.pqrsAnswerBusinessDays} días hábiles, como lo establece la Ley 1755 de 2015, y te avisamos por correo.`}
      </Typography>
      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverMessage(list.error, MESSAGES.unexpected)}
        </Alert>
      ) : null}
      <DataTable
        label="Mis PQRS"
        columns={COLUMNS}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.hashid}
        emptyText={MESSAGES.pqrsEmptyClient}
        loading={list.isFetching}
        onRowClick={(row) => detail.open(row.hashid)}
        rowLabel={(row) => `Ver detalle de ${row.filing_number}`}
        pagination={table.pagination(list.data?.pagination.totalItems ?? 0)}
        minWidth={820}
      />
      <PqrsFormDialog
        open={filing}
        onClose={() => setFiling(false)}
        onFiled={(pqrs) => detail.open(pqrs.hashid)}
      />
      <PqrsDetailDialog hashid={detail.hashid} onClose={detail.close} />
    </>
  );
}
