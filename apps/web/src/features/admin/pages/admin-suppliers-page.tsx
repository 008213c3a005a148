import Avatar from '@mui/material/Avatar';
import type { AdminSupplier } from '@hogarte/shared/contracts/admin';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { useAdminSuppliers } from '../api/get-suppliers';
import { contactColumns, PeopleReviewPage } from '../components/people-review-page';
import { SupplierDetailDialog } from '../components/supplier-detail-dialog';
import { useApprovalFilter } from '../utils/use-approval-filter';

const COLUMNS: DataTableColumn<AdminSupplier>[] = [
  {
    id: 'initial',
    header: 'Logo',
    cardTitle: true,
    cell: (row) => (
      <Avatar alt="" sx={{ width: 36, height: 36, bgcolor: 'secondary.main' }}>
        {row.initial}
      </Avatar>
    ),
  },
  { id: 'company_name', header: 'Nombre', cell: (row) => row.company_name, cardTitle: true },
  ...contactColumns<AdminSupplier>(),
  {
    id: 'created_at',
    header: 'Fecha de solicitud',
    cell: (row) => formatDate(row.created_at),
    noWrap: true,
  },
];

/** /admin/proveedores: supplier applications and suppliers, by state (spec part 2 §2.4). */
export function AdminSuppliersPage({ title }: { title: string }) {
  const [filter, setFilter] = useApprovalFilter();
  const list = useAdminSuppliers(filter);
  return (
    <PeopleReviewPage
      title={title}
      kind="suppliers"
      label="Proveedores"
      filter={filter}
      onFilterChange={setFilter}
      list={list}
      nameOf={(supplier) => supplier.company_name}
      columns={COLUMNS}
      visibilityColumn={{ id: 'public', header: 'Público' }}
      minWidth={940}
      renderDetail={(supplier, open, onClose) => (
        <SupplierDetailDialog supplier={supplier} open={open} onClose={onClose} />
      )}
    />
  );
}
