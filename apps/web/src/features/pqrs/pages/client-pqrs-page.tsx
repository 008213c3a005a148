import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { PageTitle } from '../../../components/page-title';
import { useServerTable } from '../../../components/use-server-table';
import { formatCalendarDay, formatDate } from '../../../lib/format';
import { useOwnPqrs } from '../api/get-own-pqrs';
import { PqrsDetailDialog } from '../components/pqrs-detail-dialog';
import { PqrsFormDialog } from '../components/pqrs-form-dialog';
import { PqrsTable, pqrsColumns } from '../components/pqrs-table';
import { useOpenPqrs } from '../components/use-open-pqrs';

const COLUMNS = pqrsColumns([], {
  id: 'due',
  header: 'Respuesta a más tardar',
  noWrap: true,
  cell: (row) =>
    row.answered_at
      ? `Respondida el ${formatDate(row.answered_at)}`
      : formatCalendarDay(row.due_on),
});

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
      <PqrsTable
        label="Mis PQRS"
        columns={COLUMNS}
        list={list}
        emptyText={MESSAGES.pqrsEmptyClient}
        pagination={(totalItems) => table.pagination(totalItems)}
        minWidth={820}
        onOpen={detail.open}
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
