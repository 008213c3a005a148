import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { PRODUCT_TYPES, lookupName } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import type { SupplierBrand } from '@hogarte/shared/contracts/brands';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { showServerError, showToast } from '../../../lib/toast';
import { useDeleteBrand } from '../api/delete-brand';
import { useSupplierBrands } from '../api/get-brands';
import { BrandDialog } from '../components/brand-dialog';
import { LoadError } from '../../../components/load-error';

/**
 * `/proveedor/marcas` (part 2 §2.5): the brands the supplier sells, of coverings or decoratives.
 * A brand any product carries cannot be deleted; the API says so (409) and the page shows it.
 */
export function BrandsPage({ title }: { title: string }) {
  const brands = useSupplierBrands();
  const remove = useDeleteBrand();
  // The dialog's brand: null adds a new one.
  const [editing, setEditing] = useState<SupplierBrand | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const openDialog = (brand: SupplierBrand | null) => {
    setEditing(brand);
    setDialogOpen(true);
  };

  const deletion = useConfirmedDelete<SupplierBrand>({
    title: 'Eliminar marca',
    name: (brand) => brand.name,
    question: (brand) => (
      <>
        ¿Seguro que quieres eliminar la marca <strong>{brand.name}</strong>?
      </>
    ),
    pending: remove.isPending,
    remove: (brand, settled) =>
      remove.mutate(brand.id, {
        onSuccess: (answer) => showToast(answer.message || MESSAGES.brandDeleted, 'success'),
        onError: showServerError,
        onSettled: settled,
      }),
  });

  const typeName = (brand: SupplierBrand) => lookupName(PRODUCT_TYPES, brand.product_type_id);
  const columns: DataTableColumn<SupplierBrand>[] = [
    { id: 'name', header: 'Marca', cell: (row) => row.name },
    { id: 'type', header: 'Tipo', cell: typeName, noWrap: true },
    { id: 'products', header: 'Productos', cell: (row) => row.product_count, align: 'right' },
    {
      id: 'actions',
      header: 'Acciones',
      align: 'right',
      noWrap: true,
      pinned: true,
      cell: (row) => (
        <>
          <Tooltip title="Renombrar">
            <IconButton aria-label={`Renombrar ${row.name}`} onClick={() => openDialog(row)}>
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
          {deletion.button(row)}
        </>
      ),
    },
  ];

  return (
    <>
      <PageTitle
        title={title}
        subtitle="Cada producto lleva una de tus marcas de su tipo: revestimiento o decorativo."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog(null)}>
            Agregar marca
          </Button>
        }
      />
      {brands.isError ? <LoadError error={brands.error} sx={{ mb: 2 }} /> : null}
      <DataTable
        label="Marcas"
        columns={columns}
        rows={brands.data ?? []}
        rowKey={(row) => String(row.id)}
        emptyText="Aún no tienes marcas. Agrega la primera para crear tus productos."
        loading={brands.isFetching}
        stale={brands.isPlaceholderData}
        minWidth={520}
      />
      <BrandDialog open={dialogOpen} brand={editing} onClose={() => setDialogOpen(false)} />
      {deletion.dialog}
    </>
  );
}
