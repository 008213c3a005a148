import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface CardGridProps {
  /** The cards, each in its own `<li>`. */
  children: ReactNode;
  /** How many cards there are: none shows `emptyText` instead of the grid. */
  count: number;
  emptyText: string;
  /** The list's accessible name, when the page has more than one. */
  label?: string;
  /** From which breakpoint the grid has two columns (three from `lg`). */
  twoColumnsFrom?: 'sm' | 'md';
  /** The pages of a paged list; the bar shows only when there is more than one. */
  pagination?: { totalPages: number; page: number; onChange: (page: number) => void };
}

/** A list of cards, one column on a phone, up to three on a desktop, with its empty text. */
export function CardGrid({
  children,
  count,
  emptyText,
  label,
  twoColumnsFrom = 'md',
  pagination,
}: CardGridProps) {
  if (count === 0) {
    return (
      <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          {emptyText}
        </Typography>
      </Paper>
    );
  }
  return (
    <>
      <Box
        component="ul"
        aria-label={label}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          // minmax(0, …) lets a long name shrink into its ellipsis instead of widening the page.
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            [twoColumnsFrom]: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {children}
      </Box>
      {pagination && pagination.totalPages > 1 ? (
        <Pagination
          count={pagination.totalPages}
          page={pagination.page}
          onChange={(_event, next) => pagination.onChange(next)}
          color="primary"
          sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}
        />
      ) : null}
    </>
  );
}
