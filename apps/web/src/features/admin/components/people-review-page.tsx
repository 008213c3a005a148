import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { VisibilitySwitch } from '../../../components/visibility-switch';
import type { PeopleKind } from '../api/people-cache';
import { useSetApproval } from '../api/set-approval';
import { useSetVisibility } from '../api/set-visibility';
import {
  visibilityState,
  type ApprovalFilter,
  type ApprovalRow,
  type PeopleList,
} from '../utils/approval';
import { useLocalPaging } from '../utils/use-local-paging';
import { ApprovalActions } from './approval-actions';
import { ApprovalChip } from './approval-chip';
import { ApprovalFilterTabs } from './approval-filter-tabs';
import { LoadError } from '../../../components/load-error';

interface ContactRow {
  phone: string;
  email: string;
  city: string | null;
}

/** The phone, email and city columns both lists show. */
export function contactColumns<Row extends ContactRow>(): DataTableColumn<Row>[] {
  return [
    { id: 'phone', header: 'Celular', cell: (row) => row.phone, noWrap: true },
    { id: 'email', header: 'Correo', cell: (row) => row.email },
    { id: 'city', header: 'Ciudad', cell: (row) => row.city ?? '—' },
  ];
}

interface PeopleReviewPageProps<Row extends ApprovalRow> {
  title: string;
  kind: PeopleKind;
  /** The table's name ('Diseñadores'); the filter tabs and the empty text say it too. */
  label: string;
  filter: ApprovalFilter;
  onFilterChange: (filter: ApprovalFilter) => void;
  list: UseQueryResult<PeopleList<Row>>;
  /** How a row is named: its switch, its approval buttons and toast, its detail link. */
  nameOf: (row: Row) => string;
  /** The columns before the application's state, the switch and the actions. */
  columns: readonly DataTableColumn<Row>[];
  /** The public switch's column: the designer's 'Activo', the supplier's 'Público'. */
  visibilityColumn: { id: string; header: string };
  minWidth: number;
  renderDetail: (row: Row | null, open: boolean, onClose: () => void) => ReactNode;
}

/**
 * The admins' designer and supplier lists (spec part 2 §2.4, §4): the rows of one approval filter,
 * paged in the browser, with their state, the public switch, 'Aprobar'/'Rechazar' while pending,
 * and the detail of a clicked row.
 */
export function PeopleReviewPage<Row extends ApprovalRow>(props: PeopleReviewPageProps<Row>) {
  const { kind, list, nameOf, visibilityColumn } = props;
  const approval = useSetApproval<Row>(kind);
  const visibility = useSetVisibility<Row>(kind);
  const paging = useLocalPaging(list.data?.items ?? []);
  const [detail, setDetail] = useState<Row | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  // The dialog follows the row as it changes (a toggle), and keeps the last copy if it leaves.
  const shown = list.data?.items.find((item) => item.uuid === detail?.uuid) ?? detail;
  const plural = props.label.toLocaleLowerCase('es-CO');

  const columns: DataTableColumn<Row>[] = [
    ...props.columns,
    {
      id: 'status',
      header: 'Estado de la solicitud',
      cell: (row) => <ApprovalChip isApproved={row.is_approved} />,
      pinned: true,
    },
    {
      ...visibilityColumn,
      pinned: true,
      cell: (row) => (
        <VisibilitySwitch
          {...visibilityState(row)}
          label={`${visibilityColumn.header}: ${nameOf(row)}`}
          onChange={(isPublic) => visibility.mutate({ uuid: row.uuid, isPublic })}
        />
      ),
    },
  ];
  if (props.filter === 'pending') {
    columns.push({
      id: 'actions',
      header: 'Acciones',
      pinned: true,
      cell: (row) => (
        <ApprovalActions
          name={nameOf(row)}
          disabled={approval.isPending && approval.variables.row.uuid === row.uuid}
          onDecide={(isApproved) => approval.mutate({ row, name: nameOf(row), isApproved })}
        />
      ),
    });
  }

  return (
    <>
      <PageTitle title={props.title} />
      <ApprovalFilterTabs
        label={`Filtrar ${plural}`}
        value={props.filter}
        counts={list.data?.counts}
        onChange={(next) => {
          paging.resetPage();
          props.onFilterChange(next);
        }}
      />
      {list.isError ? <LoadError error={list.error} sx={{ mb: 2 }} /> : null}
      <DataTable
        label={props.label}
        columns={columns}
        rows={paging.rows}
        rowKey={(row) => row.uuid}
        rowLabel={(row) => `Ver detalle de ${nameOf(row)}`}
        emptyText={`No se encontraron ${plural}`}
        loading={list.isFetching}
        stale={list.isPlaceholderData}
        onRowClick={(row) => {
          setDetail(row);
          setDetailOpen(true);
        }}
        pagination={paging.pagination}
        minWidth={props.minWidth}
      />
      {props.renderDetail(shown, detailOpen, () => setDetailOpen(false))}
    </>
  );
}
