import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ProductTableRow } from '@hogarte/shared/contracts/catalogue';
import { MESSAGES } from '@hogarte/shared/messages';
import {
  approvalColumn,
  commissionColumn,
  denseCells,
  installationPriceColumn,
  priceColumn,
  productColumn,
  stockColumn,
  utilityColumn,
} from '../../../components/catalogue-product-columns';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import {
  ProductTypeTabs,
  productTypesOf,
  useProductTypeFilter,
} from '../../../components/product-type-tabs';
import { SearchField } from '../../../components/search-field';
import { useServerTable } from '../../../components/use-server-table';
import { serverMessage } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useAdminProducts, useProductTypeCounts } from '../api/get-admin-products';
import { useUpdateProduct } from '../api/update-product';
import { ExcelUploadDialog } from '../components/excel-upload-dialog';
import { ProductDetailDialog } from '../components/product-detail-dialog';
import { VisibilitySwitch } from '../../../components/visibility-switch';
import { LoadError } from '../../../components/load-error';

/**
 * /admin/lista-productos 'Productos' (part 2 §2.4): every product by type, with the utility on
 * demand, the installation price and the seasonal selection edited in the row, and the detail on
 * a click. The spreadsheet upload, the review and the brands start here.
 */
export function AdminProductsPage({ title }: { title: string }) {
  const [type, setType] = useProductTypeFilter();
  const table = useServerTable(type);
  const [showUtility, setShowUtility] = useState(false);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const update = useUpdateProduct();
  const products = useAdminProducts({
    types: productTypesOf(type),
    approval: 'all',
    search: table.search,
    page: table.page,
    itemsPerPage: table.itemsPerPage,
  });
  const typeCounts = useProductTypeCounts(table.search);
  const totalItems = products.data?.pagination.totalItems ?? 0;
  const { clampTo } = table;
  useEffect(() => {
    if (products.data) clampTo(products.data.pagination.totalItems);
  }, [products.data, clampTo]);

  const saveInstallationPrice = (row: ProductTableRow, price: number) =>
    update.mutateAsync(
      { id: row.id, name: row.name, change: { installation_price: price } },
      {
        onSuccess: () => showToast(MESSAGES.installationPriceUpdated, 'success'),
        onError: (error) => showToast(serverMessage(error, MESSAGES.productUpdateFailed), 'error'),
      },
    );

  const columns: DataTableColumn<ProductTableRow>[] = [
    productColumn,
    priceColumn,
    commissionColumn,
    ...(showUtility ? [utilityColumn] : []),
    stockColumn,
    installationPriceColumn(saveInstallationPrice),
    {
      id: 'seasonal',
      header: 'Temporada',
      pinned: true,
      cell: (row) => (
        <VisibilitySwitch
          checked={row.is_seasonal}
          label={`Temporada: ${row.name}`}
          onChange={(isSeasonal) =>
            update.mutate(
              { id: row.id, name: row.name, change: { is_seasonal: isSeasonal } },
              {
                onSuccess: () => showToast(MESSAGES.productUpdated, 'success'),
                onError: (error) =>
                  showToast(serverMessage(error, MESSAGES.productUpdateFailed), 'error'),
              },
            )
          }
        />
      ),
    },
    approvalColumn,
  ];

  return (
    <>
      <PageTitle
        title={title}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<UploadFileIcon />}
              onClick={() => setUploadOpen(true)}
            >
              Cargar productos desde Excel
            </Button>
            <Button
              component={RouterLink}
              to="/admin/revision-productos"
              variant="outlined"
              startIcon={<FactCheckOutlinedIcon />}
            >
              Revisión de productos
            </Button>
            <Button
              component={RouterLink}
              to="/admin/marcas"
              variant="outlined"
              startIcon={<LocalOfferOutlinedIcon />}
            >
              Marcas
            </Button>
          </Box>
        }
      />
      <ProductTypeTabs value={type} onChange={setType} counts={typeCounts} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <SearchField
          label="Buscar productos"
          placeholder="Nombre, referencia, marca o empresa"
          value={table.searchText}
          onChange={table.setSearchText}
        />
        <FormControlLabel
          control={
            <Switch
              checked={showUtility}
              onChange={(event) => setShowUtility(event.target.checked)}
            />
          }
          label="Mostrar utilidad"
        />
      </Box>
      {products.isError ? <LoadError error={products.error} sx={{ mb: 2 }} /> : null}
      <Box sx={denseCells}>
        <DataTable
          label="Productos"
          columns={columns}
          rows={products.data?.items ?? []}
          rowKey={(row) => String(row.id)}
          rowLabel={(row) => `Ver detalle de ${row.name}`}
          emptyText={table.search ? MESSAGES.searchEmpty : 'Aún no hay productos'}
          loading={products.isFetching}
          stale={products.isPlaceholderData}
          onRowClick={(row) => {
            setDetailId(row.id);
            setDetailOpen(true);
          }}
          pagination={table.pagination(totalItems)}
          minWidth={showUtility ? 960 : 900}
        />
      </Box>
      <ProductDetailDialog
        productId={detailId}
        open={detailOpen}
        onClose={() => setDetailOpen(false)}
      />
      <ExcelUploadDialog open={uploadOpen} onClose={() => setUploadOpen(false)} />
    </>
  );
}
