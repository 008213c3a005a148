/**
 * The columns every list of process sheets shares (the admin's 'Hojas de proceso', the lsh's
 * 'Ordenes pagadas', the supplier's and the designer's sheets): the date, the finishing date,
 * the sheet's link (a new tab, part 2 §2.4), the client, the designer and the city.
 */
import Link from '@mui/material/Link';
import type { RemodelingRow } from '@hogarte/shared/contracts/remodelings';
import type { DataTableColumn } from './data-table';
import { formatDate } from '../lib/format';
import { sheetPath } from '../lib/sheet-path';

export function rowPersonName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`;
}

export const sheetDateColumn: DataTableColumn<RemodelingRow> = {
  id: 'date',
  header: 'Fecha',
  noWrap: true,
  cell: (row) => formatDate(row.created_at),
};

export const sheetFinishedColumn: DataTableColumn<RemodelingRow> = {
  id: 'finished',
  header: 'Fecha de finalización',
  noWrap: true,
  cell: (row) => (row.finished_at ? formatDate(row.finished_at) : '—'),
};

export const sheetLinkColumn: DataTableColumn<RemodelingRow> = {
  id: 'sheet',
  header: 'Hoja de proceso',
  cardTitle: true,
  noWrap: true,
  cell: (row) => (
    <Link
      href={sheetPath(row.hashid)}
      target="_blank"
      rel="noopener"
      aria-label={`Hoja de proceso #${row.hashid} (se abre en otra pestaña)`}
    >
      #{row.hashid}
    </Link>
  ),
};

export const sheetClientColumn: DataTableColumn<RemodelingRow> = {
  id: 'client',
  header: 'Cliente',
  cell: (row) => rowPersonName(row.client),
};

export function sheetDesignerColumn(header = 'Diseñador'): DataTableColumn<RemodelingRow> {
  return { id: 'designer', header, cell: (row) => rowPersonName(row.designer) };
}

export const sheetCityColumn: DataTableColumn<RemodelingRow> = {
  id: 'city',
  header: 'Ciudad',
  cell: (row) => row.city ?? '—',
};
