import { useEffect, useState } from 'react';
import {
  SUPPLIER_QUOTE_STATUSES,
  SUPPLIER_QUOTE_STATUS_LABELS,
  type SupplierQuoteStatus,
} from '@hogarte/shared/supplier-quotes';
import { BackLink } from '../../../components/back-link';
import { CountTabs } from '../../../components/count-tabs';
import { PageTitle } from '../../../components/page-title';
import { useServerTable } from '../../../components/use-server-table';
import { useSupplierQuotes } from '../api/get-supplier-quotes';
import { SupplierQuoteTable } from '../components/supplier-quote-table';
import { LoadError } from '../../../components/load-error';

const EMPTY_TEXTS: Record<SupplierQuoteStatus, string> = {
  quoted: 'Aún no tienes cotizaciones por pagar',
  paid: 'Aún no tienes cotizaciones pagadas',
  finished: 'Aún no tienes cotizaciones terminadas',
};

/**
 * `/proveedor/cotizaciones` 'Cotizaciones y facturas' (part 2 §2.5; decision 030): the presential
 * quotes with the supplier's products under the chips Cotizaciones (unpaid), Pagadas and
 * Terminadas (paid, tracked and invoiced), each with its tracking links, the client's billing data
 * and the supplier's invoices.
 */
export function SupplierQuotesPage({ title }: { title: string }) {
  const [status, setStatus] = useState<SupplierQuoteStatus>('quoted');
  const table = useServerTable(status);
  const quotes = useSupplierQuotes({
    filter: status,
    page: table.page,
    itemsPerPage: table.itemsPerPage,
  });
  const counts = quotes.data?.counts;
  // A quote leaves its chip when it is paid or finished: a page past the end moves back.
  const { clampTo } = table;
  useEffect(() => {
    if (quotes.data) clampTo(quotes.data.pagination.totalItems);
  }, [quotes.data, clampTo]);

  return (
    <>
      <BackLink to="/proveedor/dashboard">Volver a Clientes</BackLink>
      <PageTitle title={title} />
      <CountTabs
        label="Filtrar cotizaciones por estado"
        value={status}
        onChange={setStatus}
        tabs={SUPPLIER_QUOTE_STATUSES.map((value) => ({
          value,
          label: SUPPLIER_QUOTE_STATUS_LABELS[value],
          count: counts?.[value],
        }))}
      />
      {quotes.isError ? <LoadError error={quotes.error} sx={{ mb: 2 }} /> : null}
      <SupplierQuoteTable
        variant="quotes"
        label={SUPPLIER_QUOTE_STATUS_LABELS[status]}
        rows={quotes.data?.items ?? []}
        emptyText={EMPTY_TEXTS[status]}
        loading={quotes.isFetching}
        stale={quotes.isPlaceholderData}
        pagination={table.pagination(quotes.data?.pagination.totalItems ?? 0)}
      />
    </>
  );
}
