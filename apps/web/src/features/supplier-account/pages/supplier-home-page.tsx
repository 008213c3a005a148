import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { RemodelingRow } from '@hogarte/shared/contracts/remodelings';
import { BankDataNotice } from '../../../components/bank-data-notice';
import type { DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { SheetListSection } from '../../../components/sheet-list-section';
import { useServerTable } from '../../../components/use-server-table';
import {
  sheetCityColumn,
  sheetClientColumn,
  sheetDateColumn,
  sheetDesignerColumn,
  sheetLinkColumn,
} from '../../../components/sheet-row-columns';
import { useSupplierQuotes } from '../api/get-supplier-quotes';
import { SupplierQuoteTable } from '../components/supplier-quote-table';
import { LoadError } from '../../../components/load-error';

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
 * 'Clientes' (part 2 §2.5): every presential quote with the supplier's products, whatever its
 * state, with its billing data, quotation, tracking links and invoices; the screen with the
 * chips holds the same quotes by state.
 */
function SupplierClients() {
  const titleId = useId();
  const table = useServerTable('supplier-clients');
  const quotes = useSupplierQuotes({
    filter: 'all',
    page: table.page,
    itemsPerPage: table.itemsPerPage,
  });
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 4 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1.5,
        }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          Asesorías presenciales
        </Typography>
        <Button
          component={RouterLink}
          to="/proveedor/cotizaciones"
          size="small"
          endIcon={<ArrowForwardIcon />}
        >
          Ver cotizaciones y facturas
        </Button>
      </Box>
      {quotes.isError ? <LoadError error={quotes.error} sx={{ mb: 2 }} /> : null}
      <SupplierQuoteTable
        variant="clients"
        label="Clientes"
        rows={quotes.data?.items ?? []}
        emptyText="Aún no hay clientes con cotizaciones de tus productos"
        loading={quotes.isFetching}
        stale={quotes.isPlaceholderData}
        pagination={table.pagination(quotes.data?.pagination.totalItems ?? 0)}
      />
    </Box>
  );
}

/**
 * The supplier's clients page (`/proveedor/dashboard`, part 2 §2.5): the bank-data notice, the
 * 'Clientes' of its presential quotes and the process sheets its products are quoted in.
 */
export function SupplierHomePage({ title }: SupplierHomePageProps) {
  return (
    <>
      <PageTitle title={title} />
      <BankDataNotice />
      <SupplierClients />
      {/* The server keeps the sheets whose quotes include the supplier's products. */}
      <SheetListSection
        title="Hojas de proceso"
        columns={SHEET_COLUMNS}
        emptyText="Aún no hay hojas de proceso con tus productos"
        tableKey="supplier-sheets"
      />
    </>
  );
}
