import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import type { RemodelingRow } from '@hogarte/shared/contracts/remodelings';
import { LIMITS } from '@hogarte/shared/limits';
import { CountTabs } from '../../../components/count-tabs';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { useServerTable } from '../../../components/use-server-table';
import { useRemodelings, type RemodelingFilter } from '../../../lib/remodelings';
import { useMarkRemodelingPaid } from '../api/mark-remodeling-paid';
import {
  AdminPaymentSummaryButton,
  AdminSheetDetailButton,
} from '../components/admin-sheet-dialogs';
import { SheetPdfUpload } from '../components/sheet-pdf-upload';
import {
  sheetCityColumn,
  sheetClientColumn,
  sheetDateColumn,
  sheetDesignerColumn,
  sheetFinishedColumn,
  sheetLinkColumn,
} from '../../../components/sheet-row-columns';
import { LoadError } from '../../../components/load-error';

const FILTERS: readonly { value: RemodelingFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'paid', label: 'Pagadas' },
  { value: 'finished', label: 'Terminadas' },
];

/** A tab's count: the total of its first page, the smallest the API serves. */
function useFilterCount(filter: RemodelingFilter) {
  const count = useRemodelings({ filter, page: 1, itemsPerPage: LIMITS.tablePageSizes[0] });
  return count.data?.pagination.totalItems;
}

function PaidCheckbox({ row }: { row: RemodelingRow }) {
  const mark = useMarkRemodelingPaid();
  return (
    <Checkbox
      checked={row.paid_at !== null}
      disabled={mark.isPending}
      onChange={(event) => mark.mutate({ hashid: row.hashid, paid: event.target.checked })}
      slotProps={{ input: { 'aria-label': `Pago recibido de #${row.hashid}` } }}
    />
  );
}

function columnsFor(filter: RemodelingFilter): DataTableColumn<RemodelingRow>[] {
  return [
    sheetDateColumn,
    sheetFinishedColumn,
    sheetLinkColumn,
    sheetClientColumn,
    sheetDesignerColumn('Profesional'),
    sheetCityColumn,
    // Part 2 §2.4: the payment-received mark belongs to the finished view only.
    ...(filter === 'finished'
      ? [
          {
            id: 'paid',
            header: 'Pago recibido',
            pinned: true,
            cell: (row: RemodelingRow) => <PaidCheckbox row={row} />,
          },
        ]
      : []),
    {
      id: 'actions',
      header: '',
      pinned: true,
      cell: (row) => (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <AdminPaymentSummaryButton row={row} />
          <AdminSheetDetailButton hashid={row.hashid} />
          {row.finished_at ? (
            <SheetPdfUpload hashid={row.hashid} type="invoice" replaces={row.has_admin_invoice} />
          ) : null}
        </Box>
      ),
    },
  ];
}

/**
 * /admin/remodelaciones 'Hojas de proceso' (part 2 §2.4): every sheet, filtered All, Paid (the
 * admin's mark) or Finished by the server; on the finished view the admin marks the payment
 * received, and uploads the client's invoice of a finished sheet.
 */
export function AdminRemodelingsPage({ title }: { title: string }) {
  const [filter, setFilter] = useState<RemodelingFilter>('all');
  const table = useServerTable(filter);
  const sheets = useRemodelings({ filter, page: table.page, itemsPerPage: table.itemsPerPage });
  const counts: Record<RemodelingFilter, number | undefined> = {
    all: useFilterCount('all'),
    paid: useFilterCount('paid'),
    finished: useFilterCount('finished'),
  };

  return (
    <>
      <PageTitle title={title} />
      <CountTabs
        label="Filtrar hojas de proceso"
        value={filter}
        onChange={setFilter}
        tabs={FILTERS.map((item) => ({ ...item, count: counts[item.value] }))}
      />
      {sheets.isError ? <LoadError error={sheets.error} sx={{ mb: 2 }} /> : null}
      <DataTable
        label="Hojas de proceso"
        columns={columnsFor(filter)}
        rows={sheets.data?.items ?? []}
        rowKey={(row) => row.hashid}
        emptyText="Aún no hay hojas de proceso"
        loading={sheets.isFetching}
        stale={sheets.isPlaceholderData}
        pagination={table.pagination(sheets.data?.pagination.totalItems ?? 0)}
        minWidth={940}
      />
    </>
  );
}
