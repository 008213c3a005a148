import type { AdminDesigner } from '@hogarte/shared/contracts/admin';
import type { DataTableColumn } from '../../../components/data-table';
import { personAvatarColumn } from '../../../components/person-avatar-column';
import { formatDate } from '../../../lib/format';
import { useAdminDesigners } from '../api/get-designers';
import { DesignerDetailDialog } from '../components/designer-detail-dialog';
import { contactColumns, PeopleReviewPage } from '../components/people-review-page';
import { useApprovalFilter } from '../utils/use-approval-filter';

function fullName(designer: AdminDesigner): string {
  return `${designer.first_name} ${designer.last_name}`;
}

const COLUMNS: DataTableColumn<AdminDesigner>[] = [
  personAvatarColumn(),
  {
    id: 'created_at',
    header: 'Fecha de registro',
    cell: (row) => formatDate(row.created_at),
    noWrap: true,
  },
  { id: 'first_name', header: 'Nombres', cell: (row) => row.first_name, cardTitle: true },
  { id: 'last_name', header: 'Apellidos', cell: (row) => row.last_name, cardTitle: true },
  ...contactColumns<AdminDesigner>(),
];

/** /admin/disenadores: applications and designers, by state, with approval (part 2 §2.4). */
export function AdminDesignersPage({ title }: { title: string }) {
  const [filter, setFilter] = useApprovalFilter();
  const list = useAdminDesigners(filter);
  return (
    <PeopleReviewPage
      title={title}
      kind="designers"
      label="Diseñadores"
      filter={filter}
      onFilterChange={setFilter}
      list={list}
      nameOf={fullName}
      columns={COLUMNS}
      visibilityColumn={{ id: 'active', header: 'Activo' }}
      minWidth={980}
      renderDetail={(designer, open, onClose) => (
        <DesignerDetailDialog designer={designer} open={open} onClose={onClose} />
      )}
    />
  );
}
