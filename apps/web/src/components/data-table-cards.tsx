/**
 * A back-office table on a phone (decision 014): one card per row, headed by its `cardTitle`
 * cells (or its first one), the other cells as the app's label–value list (each label over its
 * value on a phone, so buttons and fields get the card's width), cells with an empty header (a
 * lone button) at its foot. The sort the headers offer on a wider screen is a select here.
 */
import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { InfoList } from './info-list';
import type { DataTableColumn, DataTableProps, DataTableSort, SortOrder } from './data-table-types';
import { staleRowsProps } from './stale-rows';
import { SelectField } from './select-field';

const ORDER_NAMES: Record<SortOrder, string> = { asc: 'ascendente', desc: 'descendente' };

function SortSelect<Row>({
  columns,
  sort,
}: {
  columns: readonly DataTableColumn<Row>[];
  sort: DataTableSort;
}) {
  const sortable = columns.filter((column) => column.sortKey);
  if (sortable.length === 0) return null;
  return (
    <SelectField
      size="small"
      label="Ordenar por"
      value={`${sort.key}:${sort.order}`}
      onChange={(event) => {
        const value = event.target.value;
        const split = value.lastIndexOf(':');
        sort.onChange(value.slice(0, split), value.slice(split + 1) as SortOrder);
      }}
      sx={{ mb: 1.5 }}
    >
      {sortable.flatMap((column) =>
        (['asc', 'desc'] as const).map((order) => (
          <MenuItem key={`${column.sortKey}:${order}`} value={`${column.sortKey}:${order}`}>
            {column.header} ({ORDER_NAMES[order]})
          </MenuItem>
        )),
      )}
    </SelectField>
  );
}

export function DataTableCards<Row>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  loading = false,
  stale = false,
  onRowClick,
  rowLabel,
  openText = 'Ver detalle',
  sort,
}: DataTableProps<Row>) {
  const marked = columns.filter((column) => column.cardTitle);
  const titles = marked.length > 0 ? marked : columns.slice(0, 1);
  const rest = columns.filter((column) => !titles.includes(column));
  const lines = rest.filter((column) => column.header !== '');
  const foot = rest.filter((column) => column.header === '');
  const { sx: staleSx, ...staleAttributes } = staleRowsProps(stale);

  return (
    <>
      {sort ? <SortSelect columns={columns} sort={sort} /> : null}
      {rows.length === 0 ? (
        loading ? null : (
          <Card>
            <CardContent>
              <Typography color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
                {emptyText}
              </Typography>
            </CardContent>
          </Card>
        )
      ) : (
        <Box
          component="ul"
          aria-label={label}
          {...staleAttributes}
          sx={[{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }, staleSx]}
        >
          {rows.map((row) => {
            const open = onRowClick ? () => onRowClick(row) : undefined;
            return (
              <Card
                component="li"
                key={rowKey(row)}
                // A tap anywhere opens the detail, as a click on the row does; the button below
                // is the way for the keyboard and says that it can.
                onClick={open}
                sx={open ? { cursor: 'pointer' } : undefined}
              >
                <CardContent sx={{ pb: '16px !important' }}>
                  <Box
                    sx={{
                      display: 'flex',
                      flexWrap: 'wrap',
                      alignItems: 'center',
                      columnGap: 0.75,
                      rowGap: 0.5,
                      typography: 'subtitle1',
                      fontWeight: 600,
                    }}
                  >
                    {/* Each cell its own item: adjacent texts would merge and lose the gap.
                        A block, so a cell's own second line (a client's phone) goes under it. */}
                    {titles.map((column) => (
                      <Box
                        component="span"
                        key={column.id}
                        sx={{
                          display: 'block',
                          flexBasis: column.cardTitle === 'own-line' ? '100%' : undefined,
                        }}
                      >
                        {column.cell(row)}
                      </Box>
                    ))}
                  </Box>
                  {lines.length > 0 ? (
                    <Box sx={{ mt: 1 }}>
                      <InfoList
                        items={lines.map((column) => ({
                          label: column.header,
                          value: column.cell(row),
                        }))}
                      />
                    </Box>
                  ) : null}
                  {foot.length > 0 || open ? (
                    <Box
                      sx={{
                        display: 'flex',
                        flexWrap: 'wrap',
                        alignItems: 'center',
                        justifyContent: 'flex-end',
                        gap: 1,
                        mt: 1.5,
                      }}
                    >
                      {foot.map((column) => (
                        <Fragment key={column.id}>{column.cell(row)}</Fragment>
                      ))}
                      {open ? (
                        <Button
                          size="small"
                          aria-label={rowLabel?.(row)}
                          onClick={(event) => {
                            event.stopPropagation();
                            open();
                          }}
                        >
                          {openText}
                        </Button>
                      ) : null}
                    </Box>
                  ) : null}
                </CardContent>
              </Card>
            );
          })}
        </Box>
      )}
    </>
  );
}
