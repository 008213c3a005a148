import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  COMMISSION_OPTIONS,
  PRODUCT_TYPE,
  PRODUCT_TYPE_KEY,
  categoriesOfType,
  type ProductTypeId,
} from '@hogarte/shared/catalogue';
import { MESSAGES } from '@hogarte/shared/messages';
import { withIva } from '@hogarte/shared/money';
import { productQuickEditSchema } from '@hogarte/shared/schemas/catalogue';
import type { ProductTableRow } from '@hogarte/shared/contracts/catalogue';
import { approvalColumn, ProductCell } from '../../../components/catalogue-product-columns';
import type { DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { formatCop } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useQuickEditProduct } from '../api/quick-edit-product';
import { useProductTable } from '../utils/use-product-table';
import { ProductCreateForm } from './product-create-form';
import { ProductTable } from './product-table';
import { LoadError } from '../../../components/load-error';
import { NativeSelectField } from '../../../components/native-select-field';
import { DialogContent } from '../../../components/dialog-content';
import { TextField } from '../../../components/text-field';

/** What the row's quick edit holds, as typed. */
interface Draft {
  price: string;
  units_available: string;
  comission_percentage: string;
}

type DraftField = keyof Draft;
type Problems = Partial<Record<DraftField, string>>;

const DRAFT_FIELDS: readonly DraftField[] = ['price', 'units_available', 'comission_percentage'];

function draftOf(row: ProductTableRow): Draft {
  return {
    price: String(row.price),
    units_available: String(row.units_available),
    comission_percentage: String(row.comission_percentage),
  };
}

const WORDS: Record<ProductTypeId, { singular: string; plural: string }> = {
  [PRODUCT_TYPE.covering]: { singular: 'revestimiento', plural: 'revestimientos' },
  [PRODUCT_TYPE.decorative]: { singular: 'decorativo', plural: 'decorativos' },
};

interface ProductTypeTableProps {
  title: string;
  typeId: ProductTypeId;
}

/**
 * `/proveedor/revestimientos` and `/proveedor/decorativos` (part 2 §2.5): the supplier's products of
 * one type with a quick edit of price, stock and commission on each row (`PATCH /v1/products/{id}`),
 * and the product form, limited to the type's categories, in a dialog.
 */
export function ProductTypeTable({ title, typeId }: ProductTypeTableProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const table = useProductTable(PRODUCT_TYPE_KEY[typeId]);
  const quickEdit = useQuickEditProduct();
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [problems, setProblems] = useState<Record<number, Problems>>({});
  const [adding, setAdding] = useState(false);
  const dialogTitleId = useId();
  const words = WORDS[typeId];

  const draft = (row: ProductTableRow) => drafts[row.id] ?? draftOf(row);
  const changedFields = (row: ProductTableRow) => {
    const current = draft(row);
    const stored = draftOf(row);
    return DRAFT_FIELDS.filter((name) => current[name].trim() !== stored[name]);
  };

  const edit = (row: ProductTableRow, name: DraftField, value: string) => {
    setDrafts((all) => ({ ...all, [row.id]: { ...draft(row), [name]: value } }));
    setProblems((all) => ({ ...all, [row.id]: { ...all[row.id], [name]: undefined } }));
  };

  const forget = (id: number) => {
    setDrafts(({ [id]: _gone, ...rest }) => rest);
    setProblems(({ [id]: _gone, ...rest }) => rest);
  };

  const save = (row: ProductTableRow) => {
    const current = draft(row);
    const changed = changedFields(row);
    if (changed.length === 0) return;
    const parsed = productQuickEditSchema.safeParse(
      Object.fromEntries(changed.map((name) => [name, current[name].trim()])),
    );
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0];
        if (typeof name === 'string' && DRAFT_FIELDS.includes(name as DraftField)) {
          found[name as DraftField] ??= issue.message;
        }
      }
      setProblems((all) => ({ ...all, [row.id]: found }));
      return;
    }
    quickEdit.mutate(
      { id: row.id, input: parsed.data },
      {
        onSuccess: () => {
          showToast(MESSAGES.productUpdated, 'success');
          forget(row.id);
        },
        onError: (error) => {
          const found: Problems = {};
          if (isApiError(error)) {
            for (const item of error.errors) {
              if (DRAFT_FIELDS.includes(item.field as DraftField)) {
                found[item.field as DraftField] = item.message;
              }
            }
          }
          setProblems((all) => ({ ...all, [row.id]: found }));
          showToast(MESSAGES.productUpdateFailed, 'error');
        },
      },
    );
  };

  const savingRow = (row: ProductTableRow) =>
    quickEdit.isPending && quickEdit.variables.id === row.id;

  const columns: DataTableColumn<ProductTableRow>[] = [
    {
      id: 'name',
      header: 'Producto',
      cell: (row) => (
        <ProductCell
          row={row}
          details={[[row.category, row.brand?.name].filter(Boolean).join(' · '), row.presentation]}
        />
      ),
    },
    {
      id: 'price',
      header: 'Precio sin IVA',
      cell: (row) => {
        const value = draft(row).price;
        const problem = problems[row.id]?.price;
        const whole = /^\d+$/.test(value.trim());
        return (
          <TextField
            size="small"
            value={value}
            onChange={(event) => edit(row, 'price', event.target.value)}
            error={Boolean(problem)}
            helperText={
              problem ?? (whole ? `Con IVA: ${formatCop(withIva(Number(value.trim())))}` : ' ')
            }
            sx={{ width: 136 }}
            slotProps={{
              htmlInput: { inputMode: 'numeric', 'aria-label': `Precio sin IVA de ${row.name}` },
              formHelperText: { sx: { whiteSpace: 'nowrap', mx: 0.5 } },
            }}
          />
        );
      },
    },
    {
      id: 'stock',
      header: 'Stock',
      cell: (row) => {
        const problem = problems[row.id]?.units_available;
        return (
          <TextField
            size="small"
            value={draft(row).units_available}
            onChange={(event) => edit(row, 'units_available', event.target.value)}
            error={Boolean(problem)}
            helperText={problem ?? ' '}
            sx={{ width: 88 }}
            slotProps={{
              htmlInput: { inputMode: 'numeric', 'aria-label': `Stock de ${row.name}` },
            }}
          />
        );
      },
    },
    {
      id: 'commission',
      header: 'Comisión',
      cell: (row) => {
        const problem = problems[row.id]?.comission_percentage;
        return (
          <NativeSelectField
            size="small"
            value={draft(row).comission_percentage}
            onChange={(event) => edit(row, 'comission_percentage', event.target.value)}
            error={Boolean(problem)}
            helperText={problem ?? ' '}
            sx={{ width: 92 }}
            slotProps={{
              htmlInput: { 'aria-label': `Comisión de ${row.name}` },
            }}
          >
            {COMMISSION_OPTIONS.map((value) => (
              <option key={value} value={String(value)}>
                {value}%
              </option>
            ))}
          </NativeSelectField>
        );
      },
    },
    approvalColumn,
    {
      id: 'actions',
      header: 'Acciones',
      align: 'right',
      noWrap: true,
      pinned: true,
      cell: (row) => {
        const changed = changedFields(row).length > 0;
        return (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <Button
              size="small"
              variant={changed ? 'contained' : 'outlined'}
              disabled={!changed || savingRow(row)}
              onClick={() => save(row)}
              // While saving, the visible "Guardando…" is the name (axe: label-content-name-mismatch).
              aria-label={savingRow(row) ? undefined : `Guardar cambios de ${row.name}`}
            >
              {savingRow(row) ? 'Guardando…' : 'Guardar'}
            </Button>
            <Tooltip title="Editar todo el producto">
              <IconButton
                component={RouterLink}
                to={`/proveedor/producto/${row.id}/editar`}
                aria-label={`Editar ${row.name}`}
              >
                <EditOutlinedIcon />
              </IconButton>
            </Tooltip>
          </Box>
        );
      },
    },
  ];

  return (
    <>
      <PageTitle
        title={title}
        subtitle="Cambia el precio, el stock o la comisión y guarda cada fila."
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button component={RouterLink} to="/proveedor/producto/lista" variant="outlined">
              Lista de productos
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setAdding(true)}
              sx={{ order: { xs: -1, sm: 0 } }}
            >
              Agregar {words.singular}
            </Button>
          </Box>
        }
      />
      <Box sx={{ mb: 2 }}>
        <SearchField label="Buscar productos" value={table.search} onChange={table.setSearch} />
      </Box>
      {table.list.isError ? <LoadError error={table.list.error} sx={{ mb: 2 }} /> : null}
      <ProductTable
        label={title}
        columns={columns}
        rows={table.rows}
        emptyText={table.isSearching ? MESSAGES.searchEmpty : `Aún no tienes ${words.plural}.`}
        loading={table.list.isFetching}
        stale={table.list.isPlaceholderData}
        pagination={table.pagination}
      />
      <Dialog
        open={adding}
        onClose={() => setAdding(false)}
        fullScreen={phone}
        fullWidth
        maxWidth="lg"
        aria-labelledby={dialogTitleId}
      >
        <DialogTitle id={dialogTitleId} sx={{ pr: 7 }}>
          Nuevo {words.singular}
          <IconButton
            aria-label="Cerrar"
            onClick={() => setAdding(false)}
            sx={{ position: 'absolute', right: 12, top: 12 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent
          sx={{ bgcolor: 'background.default', pt: '16px !important', px: { xs: 1.5, sm: 3 } }}
        >
          {adding ? (
            <ProductCreateForm
              categoryIds={categoriesOfType(typeId)}
              onCreated={() => setAdding(false)}
              onCancel={() => setAdding(false)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
