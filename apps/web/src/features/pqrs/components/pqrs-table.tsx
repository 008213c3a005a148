/**
 * The PQRS list both sides read: the client its own requests, the admin everyone's. The columns
 * they share are built here; each screen adds its own (the admin's client, the due date shown
 * its way) between them.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { PqrsPage, PqrsRow } from '@hogarte/shared/contracts/pqrs';
import { PQRS_TYPE_LABEL } from '@hogarte/shared/schemas/pqrs';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePagination,
} from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { PqrsStateChip } from './pqrs-format';
import { LoadError } from '../../../components/load-error';

/** Filing number, type, subject, then `middle`, the filing date, `due` and the state. */
export function pqrsColumns(
  middle: readonly DataTableColumn<PqrsRow>[],
  due: DataTableColumn<PqrsRow>,
): readonly DataTableColumn<PqrsRow>[] {
  return [
    { id: 'number', header: 'Número de radicado', noWrap: true, cell: (row) => row.filing_number },
    { id: 'type', header: 'Tipo', cell: (row) => PQRS_TYPE_LABEL[row.type] },
    { id: 'subject', header: 'Asunto', cardTitle: true, cell: (row) => row.subject },
    ...middle,
    {
      id: 'filed',
      header: 'Fecha de radicación',
      noWrap: true,
      cell: (row) => formatDate(row.filed_at),
    },
    due,
    {
      id: 'state',
      header: 'Estado',
      pinned: true,
      cell: (row) => <PqrsStateChip state={row.state} />,
    },
  ];
}

interface PqrsTableProps {
  label: string;
  columns: readonly DataTableColumn<PqrsRow>[];
  list: UseQueryResult<PqrsPage>;
  emptyText: string;
  pagination: (totalItems: number) => DataTablePagination;
  minWidth: number;
  onOpen: (hashid: string) => void;
}

export function PqrsTable({ list, pagination, onOpen, ...table }: PqrsTableProps) {
  return (
    <>
      {list.isError ? <LoadError error={list.error} sx={{ mb: 2 }} /> : null}
      <DataTable
        {...table}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.hashid}
        loading={list.isFetching}
        stale={list.isPlaceholderData}
        onRowClick={(row) => onOpen(row.hashid)}
        rowLabel={(row) => `Ver detalle de ${row.filing_number}`}
        pagination={pagination(list.data?.pagination.totalItems ?? 0)}
      />
    </>
  );
}
