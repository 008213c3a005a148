import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { RemodelingRow } from '@hogarte/shared/contracts/remodelings';
import { MESSAGES } from '@hogarte/shared/messages';
import { BankDataNotice } from '../../../components/bank-data-notice';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { useServerTable } from '../../../components/use-server-table';
import { serverMessage } from '../../../lib/form-errors';
import { useRemodelings } from '../../../lib/remodelings';
import {
  sheetCityColumn,
  sheetClientColumn,
  sheetDateColumn,
  sheetDesignerColumn,
  sheetLinkColumn,
} from '../../../components/sheet-row-columns';

interface SupplierHomePageProps {
  title: string;
}

const SHEET_COLUMNS: DataTableColumn<RemodelingRow>[] = [
  sheetDateColumn,
  sheetLinkColumn,
  sheetClientColumn,
  sheetDesignerColumn(),
  sheetCityColumn,
];

/**
 * 'Hojas de proceso': the remodellings whose quotes include the supplier's products (the server
 * keeps only those), each opening its sheet, where the supplier sees its lines and adds tracking.
 */
function SupplierSheets() {
  const titleId = useId();
  const table = useServerTable('supplier-sheets');
  const sheets = useRemodelings({
    filter: 'all',
    page: table.page,
    itemsPerPage: table.itemsPerPage,
  });
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Hojas de proceso
      </Typography>
      {sheets.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverMessage(sheets.error, MESSAGES.unexpected)}
        </Alert>
      ) : null}
      <DataTable
        label="Hojas de proceso"
        columns={SHEET_COLUMNS}
        rows={sheets.data?.items ?? []}
        rowKey={(row) => row.hashid}
        emptyText="Aún no hay hojas de proceso con tus productos"
        loading={sheets.isFetching}
        pagination={table.pagination(sheets.data?.pagination.totalItems ?? 0)}
      />
    </section>
  );
}

/**
 * The supplier's clients page (`/proveedor/dashboard`): the bank-data notice (part 2 §2.5) and
 * the process sheets its products are quoted in.
 */
export function SupplierHomePage({ title }: SupplierHomePageProps) {
  return (
    <>
      <PageTitle title={title} />
      <BankDataNotice />
      <SupplierSheets />
    </>
  );
}
