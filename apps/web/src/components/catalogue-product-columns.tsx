/**
 * The product rows of the admin's and the lsh operator's tables (part 2 §2.4, §3 Admin product
 * row): the row the API lists (`GET /v2/admin/products`, `GET /v1/products`) and the columns both
 * areas build their tables from.
 */
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import type { ProductTypeKey } from '@hogarte/shared/catalogue';
import { formatCop } from '@hogarte/shared/money';
import type { DataTableColumn } from './data-table';
import { InstallationPriceField } from './installation-price-field';

export interface CatalogueProductRow {
  id: number;
  name: string;
  category_id: number;
  category: string;
  type: ProductTypeKey;
  company_name: string;
  brand: { id: number; name: string } | null;
  description: string | null;
  presentation: string;
  min_sale_unit: number | null;
  /** The principal image's card copy, or null (a product loaded from a spreadsheet). */
  image: string | null;
  ambient_images: (string | null)[];
  price: number;
  taxed_price: number;
  comission_percentage: number;
  /** Half the commission (part 1 §9). */
  utility: number;
  units_available: number;
  installation_price: number | null;
  is_approved: boolean | null;
  approval_label: string;
  is_public: boolean;
  is_featured: boolean;
  is_seasonal: boolean;
  created_at: string;
}

export interface CatalogueProductPage<Row = CatalogueProductRow> {
  items: Row[];
  pagination: { totalItems: number; totalPages: number; currentPage: number; itemsPerPage: number };
}

type Column = DataTableColumn<CatalogueProductRow>;

function percent(value: number): string {
  return `${value.toLocaleString('es-CO', { maximumFractionDigits: 1 })} %`;
}

/** The product's picture, name, brand and company, and how it is sold. */
function ProductCell({ row }: { row: CatalogueProductRow }) {
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
        <Typography variant="caption" color="text.secondary" component="p">
          {row.brand?.name ?? 'Sin marca'} · {row.company_name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {row.presentation}
        </Typography>
      </Box>
    </Box>
  );
}

/** Narrower cells than the tables' default, so the product tables fit a laptop screen. */
export const denseCells = { '& .MuiTableCell-root': { px: 1 } } as const;

export const productColumn: Column = {
  id: 'product',
  header: 'Producto',
  cell: (row) => <ProductCell row={row} />,
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
  cell: (row) => percent(row.comission_percentage),
};

/** 'Mostrar utilidad': the commission divided by 2 (part 1 §9, part 2 §9). */
export const utilityColumn: Column = {
  id: 'utility',
  header: 'Utilidad',
  align: 'right',
  noWrap: true,
  cell: (row) => percent(row.utility),
};

export const stockColumn: Column = {
  id: 'stock',
  header: 'Unidades',
  align: 'right',
  cell: (row) => row.units_available.toLocaleString('es-CO'),
};

/**
 * The editable installation price; `onSave` resolves once the server has it. Pinned: it is what
 * the operator comes to the table for, so it must stay in view.
 */
export function installationPriceColumn(
  onSave: (row: CatalogueProductRow, price: number) => Promise<unknown>,
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
