import { useId } from 'react';
import { useNavigate } from 'react-router';
import Typography from '@mui/material/Typography';
import type { RemodelingRow } from '@hogarte/shared/contracts/remodelings';
import { useRemodelings } from '../lib/remodelings';
import { sheetPath } from '../lib/sheet-path';
import { DataTable, type DataTableColumn } from './data-table';
import { LoadError } from './load-error';
import { useServerTable } from './use-server-table';

interface SheetListSectionProps {
  title: string;
  columns: DataTableColumn<RemodelingRow>[];
  emptyText: string;
  /** Names the table's paging state, one per screen. */
  tableKey: string;
  /** A row opens its sheet in this tab too (the sheet's link column opens another). */
  opensRow?: boolean;
}

/**
 * A titled, paged list of the process sheets the signed-in person sees (the server chooses which:
 * the designer's own, those quoting a supplier's products), newest first.
 */
export function SheetListSection({
  title,
  columns,
  emptyText,
  tableKey,
  opensRow = false,
}: SheetListSectionProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const table = useServerTable(tableKey);
  const sheets = useRemodelings({
    filter: 'all',
    page: table.page,
    itemsPerPage: table.itemsPerPage,
  });
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {sheets.isError ? <LoadError error={sheets.error} sx={{ mb: 2 }} /> : null}
      <DataTable
        label={title}
        columns={columns}
        rows={sheets.data?.items ?? []}
        rowKey={(row) => row.hashid}
        emptyText={emptyText}
        loading={sheets.isFetching}
        stale={sheets.isPlaceholderData}
        pagination={table.pagination(sheets.data?.pagination.totalItems ?? 0)}
        onRowClick={opensRow ? (row) => void navigate(sheetPath(row.hashid)) : undefined}
        rowLabel={opensRow ? (row) => `Abrir hoja de proceso #${row.hashid}` : undefined}
        openText="Abrir hoja de proceso"
      />
    </section>
  );
}
