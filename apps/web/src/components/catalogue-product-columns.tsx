/**
 * The cells and columns of the product tables (part 2 §2.4, §2.5, §3 Admin product row): the
 * supplier's, the admin's and the lsh operator's tables are built from them over the row the API
 * lists (`GET /v2/suppliers/products`, `GET /v2/admin/products`, `GET /v1/products`).
 */
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import type { ProductTableRow } from '@hogarte/shared/contracts/catalogue';
import { formatCop } from '@hogarte/shared/money';
import { formatNumber, formatPercent } from '../lib/format';
import type { DataTableColumn } from './data-table';
import { InstallationPriceField } from './installation-price-field';
import { ProductApprovalChip } from './product-approval-chip';

type Column = DataTableColumn<ProductTableRow>;

/** A product table's first cell: its picture (an icon until it has one), its name, and a line or two about it. */
export function ProductCell({
  row,
  details,
}: {
  /** Only the picture and the name are read, so the designer's quote products fit too. */
  row: Pick<ProductTableRow, 'image' | 'name'>;
  details: readonly string[];
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 200, maxWidth: 300 }}>
      <Avatar
        variant="rounded"
        src={row.image ?? undefined}
        alt=""
        sx={{ width: 44, height: 44, bgcolor: 'action.hover', color: 'text.secondary' }}
      >
        <ImageOutlinedIcon fontSize="small" />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.name}
        </Typography>
        {details.filter(Boolean).map((line) => (
          <Typography key={line} variant="caption" color="text.secondary" component="p">
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** Narrower cells than the tables' default, so the product tables fit a laptop screen. */
export const denseCells = { '& .MuiTableCell-root': { px: 1 } } as const;

export const productColumn: Column = {
  id: 'product',
  header: 'Producto',
  cell: (row) => (
    <ProductCell
      row={row}
      details={[`${row.brand?.name ?? 'Sin marca'} · ${row.company_name}`, row.presentation]}
    />
  ),
};

/** The review state, pinned: what the supplier and the admin look for first. */
export const approvalColumn: Column = {
  id: 'status',
  header: 'Estado',
  cell: (row) => <ProductApprovalChip isApproved={row.is_approved} />,
  pinned: true,
};

export const categoryColumn: Column = {
  id: 'category',
  header: 'Categoría',
  cell: (row) => row.category,
};

export const priceColumn: Column = {
  id: 'price',
  header: 'Precio sin IVA',
  align: 'right',
  noWrap: true,
  cell: (row) => formatCop(row.price),
};

export const commissionColumn: Column = {
  id: 'commission',
  header: 'Comisión',
  align: 'right',
  noWrap: true,
  cell: (row) => formatPercent(row.comission_percentage),
};

/** 'Mostrar utilidad': the commission divided by 2 (part 1 §9, part 2 §9). */
export const utilityColumn: Column = {
  id: 'utility',
  header: 'Utilidad',
  align: 'right',
  noWrap: true,
  cell: (row) => formatPercent(row.utility),
};

export const stockColumn: Column = {
  id: 'stock',
  header: 'Unidades',
  align: 'right',
  cell: (row) => formatNumber(row.units_available),
};

/**
 * The editable installation price; `onSave` resolves once the server has it. Pinned: it is what
 * the operator comes to the table for, so it must stay in view.
 */
export function installationPriceColumn(
  onSave: (row: ProductTableRow, price: number) => Promise<unknown>,
): Column {
  return {
    id: 'installation_price',
    header: 'Instalación',
    pinned: true,
    cell: (row) => (
      <InstallationPriceField
        // A new value from the server starts the field again from it.
        key={`${row.id}:${row.installation_price ?? ''}`}
        productName={row.name}
        value={row.installation_price}
        onSave={(price) => onSave(row, price)}
      />
    ),
  };
}
