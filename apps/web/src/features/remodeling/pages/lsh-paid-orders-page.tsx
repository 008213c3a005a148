import Box from '@mui/material/Box';
import type { RemodelingRow } from '@hogarte/shared/contracts/remodelings';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { useServerTable } from '../../../components/use-server-table';
import { useRemodelings } from '../../../lib/remodelings';
import { LshPurchaseDetailButton } from '../components/lsh-purchase-detail';
import { SheetInstallerButton } from '../components/sheet-installer-dialog';
import { SheetPdfUpload } from '../components/sheet-pdf-upload';
import {
  sheetCityColumn,
  sheetClientColumn,
  sheetDateColumn,
  sheetDesignerColumn,
  sheetLinkColumn,
} from '../../../components/sheet-row-columns';
import { LoadError } from '../../../components/load-error';

const COLUMNS: DataTableColumn<RemodelingRow>[] = [
  sheetDateColumn,
  sheetLinkColumn,
  sheetClientColumn,
  sheetDesignerColumn(),
  sheetCityColumn,
  {
    id: 'installers',
    header: 'Instaladores',
    align: 'right',
    cell: (row) => row.installers_count,
  },
  {
    id: 'actions',
    header: '',
    pinned: true,
    cell: (row) => (
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {/* A finished sheet takes no more installers (the server refuses them too). */}
        {row.finished_at === null ? (
          <SheetInstallerButton hashid={row.hashid} variant="text" />
        ) : null}
        <LshPurchaseDetailButton hashid={row.hashid} />
        {/* 'Reemplazar…' with a green check once the file is there: the state and its action in
            one place, so the row fits a laptop's width without a column of its own. */}
        <SheetPdfUpload hashid={row.hashid} type="invoice" replaces={row.has_lsh_invoice} />
        <SheetPdfUpload hashid={row.hashid} type="policy" replaces={row.has_lsh_policy} />
      </Box>
    ),
  },
];

/**
 * /lsh/dashboard 'Ordenes pagadas' (part 2 §2.4, §5): the sheets with a paid quote, where the lsh
 * operator adds installers, reads what was bought, and uploads its invoice and liability policy.
 */
export function LshPaidOrdersPage({ title }: { title: string }) {
  const table = useServerTable('lsh');
  const sheets = useRemodelings({
    filter: 'all',
    page: table.page,
    itemsPerPage: table.itemsPerPage,
  });

  return (
    <>
      <PageTitle title={title} />
      {sheets.isError ? <LoadError error={sheets.error} sx={{ mb: 2 }} /> : null}
      <DataTable
        label="Ordenes pagadas"
        columns={COLUMNS}
        rows={sheets.data?.items ?? []}
        rowKey={(row) => row.hashid}
        emptyText="Aún no hay órdenes pagadas"
        loading={sheets.isFetching}
        stale={sheets.isPlaceholderData}
        pagination={table.pagination(sheets.data?.pagination.totalItems ?? 0)}
        minWidth={940}
      />
    </>
  );
}
