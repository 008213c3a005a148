/**
 * An order's product lines as the supplier and the admin see them (part 2 §2.5 'Ordenes'):
 * number, product image and name, date, tracking guide link, 'Ver detalle' and the label link,
 * plus the screen's own actions (pinned to the right edge). The status tabs above it say the state,
 * so no column repeats it. On a phone the product heads each line's card.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import type { Suborder } from '@hogarte/shared/contracts/orders';
import { formatDate } from '../lib/format';
import { DataTable, type DataTableColumn } from './data-table';

/** The product of a line: its image, its name and how many units were bought. */
export function OrderProductCell({ suborder }: { suborder: Suborder }) {
  const name = suborder.productName || suborder.product.name;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 200 }}>
      <Avatar
        variant="rounded"
        src={suborder.productImageUrl ?? suborder.product.imageUrl ?? undefined}
        alt=""
        sx={{ width: 44, height: 44, bgcolor: 'action.hover', color: 'text.disabled' }}
      >
        <ImageOutlinedIcon aria-hidden />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {suborder.product.quantity} {suborder.product.quantity === 1 ? 'unidad' : 'unidades'}
          {suborder.product.code ? ` · Ref. ${suborder.product.code}` : ''}
        </Typography>
      </Box>
    </Box>
  );
}

/** The carrier's tracking page, named by its guide number; "—" before the label exists. */
export function TrackingLink({ suborder }: { suborder: Suborder }) {
  if (!suborder.trackUrl) return <>—</>;
  return (
    <Link href={suborder.trackUrl} target="_blank" rel="noopener noreferrer">
      {suborder.trackingNumber ?? 'Rastrear envío'}
    </Link>
  );
}

interface SubordersTableProps {
  suborders: readonly Suborder[];
  /** Where 'Ver detalle' leads for a line. */
  detailPath: (suborder: Suborder) => string;
  /** The supplier's buttons (generate the label, change the status). */
  actions?: (suborder: Suborder) => ReactNode;
  emptyText: string;
  loading?: boolean;
}

export function SubordersTable({
  suborders,
  detailPath,
  actions,
  emptyText,
  loading = false,
}: SubordersTableProps) {
  const columns: DataTableColumn<Suborder>[] = [
    { id: 'number', header: 'Número', cell: (row) => row.id, noWrap: true },
    {
      id: 'product',
      header: 'Producto',
      cell: (row) => <OrderProductCell suborder={row} />,
      cardTitle: true,
    },
    { id: 'date', header: 'Fecha', cell: (row) => formatDate(row.created_at), noWrap: true },
    {
      id: 'tracking',
      header: 'Guía',
      cell: (row) => <TrackingLink suborder={row} />,
      noWrap: true,
    },
    {
      id: 'detail',
      header: 'Detalle',
      noWrap: true,
      cell: (row) => (
        <Link
          component={RouterLink}
          to={detailPath(row)}
          aria-label={`Ver detalle del pedido ${row.id}`}
        >
          Ver detalle
        </Link>
      ),
    },
    {
      id: 'label',
      header: 'Etiqueta',
      noWrap: true,
      cell: (row) =>
        row.label ? (
          <Link
            href={row.label}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Ver etiqueta del pedido ${row.id}`}
          >
            Ver etiqueta
          </Link>
        ) : (
          '—'
        ),
    },
    ...(actions
      ? [
          {
            id: 'actions',
            header: 'Acciones',
            cell: actions,
            pinned: true,
          } satisfies DataTableColumn<Suborder>,
        ]
      : []),
  ];
  return (
    <DataTable
      label="Pedidos de la orden"
      columns={columns}
      rows={suborders}
      rowKey={(row) => String(row.id)}
      emptyText={emptyText}
      loading={loading}
      minWidth={actions ? 900 : 720}
    />
  );
}
