import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { MESSAGES } from '@hogarte/shared/messages';
import type { ProductTableRow } from '@hogarte/shared/contracts/catalogue';
import { approvalColumn, ProductCell } from '../../../components/catalogue-product-columns';
import type { DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { serverMessage } from '../../../lib/form-errors';
import { formatCop } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useDeleteProduct } from '../api/delete-product';
import { useSetProductFeatured } from '../api/set-product-featured';
import { useSetProductPublic } from '../api/set-product-public';
import { ProductTable } from '../components/product-table';
import { useProductTable } from '../utils/use-product-table';
import { LoadError } from '../../../components/load-error';

const HEADER_LINKS = [
  { to: '/proveedor/marcas', label: 'Marcas' },
  { to: '/proveedor/revestimientos', label: 'Revestimientos' },
  { to: '/proveedor/decorativos', label: 'Decorativos' },
];

/**
 * `/proveedor/producto/lista` (part 2 §2.5): every product of the supplier, its review state, and
 * whether it shows in the storefront and among the featured; edit and delete from each row.
 */
export function ProductListPage({ title }: { title: string }) {
  const table = useProductTable();
  const setPublic = useSetProductPublic();
  const setFeatured = useSetProductFeatured();
  const remove = useDeleteProduct();

  const onFlagError = (error: unknown) =>
    showToast(serverMessage(error, MESSAGES.productUpdateFailed), 'error');

  const deletion = useConfirmedDelete<ProductTableRow>({
    title: 'Eliminar producto',
    name: (product) => product.name,
    question: (product) => (
      <>
        ¿Seguro que quieres eliminar <strong>{product.name}</strong>? Dejará de mostrarse en la
        tienda y no podrás recuperarlo.
      </>
    ),
    pending: remove.isPending,
    remove: (product, settled) =>
      remove.mutate(product.id, {
        onSuccess: () => showToast(MESSAGES.productDeleted, 'success'),
        onError: () => showToast(MESSAGES.productDeleteFailed, 'error'),
        onSettled: settled,
      }),
    buttonSize: 'small',
  });

  const columns: DataTableColumn<ProductTableRow>[] = [
    {
      id: 'name',
      header: 'Producto',
      cell: (row) => (
        <ProductCell
          row={row}
          details={[[row.brand?.name, row.presentation].filter(Boolean).join(' · ')]}
        />
      ),
    },
    { id: 'category', header: 'Categoría', cell: (row) => row.category },
    {
      id: 'price',
      header: 'Precio con IVA',
      cell: (row) => formatCop(row.taxed_price),
      align: 'right',
      noWrap: true,
    },
    { id: 'stock', header: 'Stock', cell: (row) => row.units_available, align: 'right' },
    approvalColumn,
    {
      id: 'public',
      header: 'Público',
      align: 'center',
      pinned: true,
      cell: (row) => (
        <Switch
          size="small"
          checked={row.is_public}
          onChange={(event) =>
            setPublic.mutate(
              { id: row.id, isPublic: event.target.checked },
              { onError: onFlagError },
            )
          }
          slotProps={{ input: { 'aria-label': `Público: ${row.name}` } }}
        />
      ),
    },
    {
      id: 'featured',
      header: 'Destacado',
      align: 'center',
      pinned: true,
      cell: (row) => (
        <Switch
          size="small"
          checked={row.is_featured}
          onChange={(event) =>
            setFeatured.mutate(
              { id: row.id, isFeatured: event.target.checked },
              { onError: onFlagError },
            )
          }
          slotProps={{ input: { 'aria-label': `Destacado: ${row.name}` } }}
        />
      ),
    },
    {
      id: 'actions',
      header: 'Acciones',
      align: 'right',
      noWrap: true,
      pinned: true,
      cell: (row) => (
        <>
          <Tooltip title="Editar">
            <IconButton
              size="small"
              component={RouterLink}
              to={`/proveedor/producto/${row.id}/editar`}
              aria-label={`Editar ${row.name}`}
            >
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
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {HEADER_LINKS.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} variant="outlined">
                {link.label}
              </Button>
            ))}
            <Button
              component={RouterLink}
              to="/proveedor/producto/nuevo"
              variant="contained"
              startIcon={<AddIcon />}
              sx={{ order: { xs: -1, sm: 0 } }}
            >
              Crear producto
            </Button>
          </Box>
        }
      />
      <Box sx={{ mb: 2 }}>
        <SearchField label="Buscar productos" value={table.search} onChange={table.setSearch} />
      </Box>
      {table.list.isError ? <LoadError error={table.list.error} sx={{ mb: 2 }} /> : null}
      <ProductTable
        label="Productos"
        columns={columns}
        rows={table.rows}
        emptyText={table.isSearching ? MESSAGES.searchEmpty : 'Aún no has creado productos.'}
        loading={table.list.isFetching}
        stale={table.list.isPlaceholderData}
        pagination={table.pagination}
      />
      {deletion.dialog}
    </>
  );
}
