import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import GridViewIcon from '@mui/icons-material/GridView';
import TuneIcon from '@mui/icons-material/Tune';
import ViewListIcon from '@mui/icons-material/ViewList';
import { PRODUCT_SORTS, PRODUCT_SORT_LABELS, type ProductSort } from '@hogarte/shared/catalogue';
import { CATALOGUE_PARAM, type CatalogueView } from '../utils/catalogue-query';

interface CatalogueToolbarProps {
  /** "Mostrando 1–12 de 42 productos". */
  summary: string;
  sort: ProductSort;
  view: CatalogueView;
  onSort: (sort: ProductSort) => void;
  onView: (view: CatalogueView) => void;
  /** Phones: opens the filters' drawer; `null` where the filters sit beside the grid. */
  onOpenFilters: (() => void) | null;
  activeFilters: number;
}

function isSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}

/**
 * How many products are shown, the sort, grid or list view and, on phones, the filters' button:
 * one row on wide screens; on phones the count and the view share a row above the other two.
 */
export function CatalogueToolbar({
  summary,
  sort,
  view,
  onSort,
  onView,
  onOpenFilters,
  activeFilters,
}: CatalogueToolbarProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        alignItems: 'center',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) auto auto' },
        gridTemplateAreas: { xs: '"count view" "tools tools"', sm: '"count tools view"' },
      }}
    >
      <Typography
        color="text.secondary"
        aria-live="polite"
        sx={{ gridArea: 'count', minHeight: 24 }}
      >
        {summary}
      </Typography>
      <Box sx={{ gridArea: 'tools', display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        {onOpenFilters ? (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<TuneIcon />}
            onClick={onOpenFilters}
            sx={{ borderColor: 'divider', bgcolor: 'background.paper' }}
          >
            {activeFilters > 0 ? `Filtros (${activeFilters})` : 'Filtros'}
          </Button>
        ) : null}
        <Box
          component="label"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            fontSize: '0.9rem',
            color: 'text.secondary',
            flex: { xs: 1, sm: 'initial' },
            minWidth: 0,
          }}
        >
          <Box
            component="span"
            sx={{ display: { xs: 'none', sm: 'inline' }, whiteSpace: 'nowrap' }}
          >
            Ordenar por
          </Box>
          <Box
            component="select"
            name={CATALOGUE_PARAM.sort}
            aria-label="Ordenar por"
            value={sort}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => {
              if (isSort(event.target.value)) onSort(event.target.value);
            }}
            sx={{
              font: 'inherit',
              fontSize: '0.95rem',
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 999,
              py: 1,
              pl: 2,
              pr: 4,
              minWidth: 0,
              width: { xs: '100%', sm: 'auto' },
              cursor: 'pointer',
              appearance: 'none',
              backgroundImage:
                'url("data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 width=%2712%27 height=%278%27%3E%3Cpath d=%27M1 1l5 5 5-5%27 stroke=%27%236a5f57%27 stroke-width=%271.6%27 fill=%27none%27/%3E%3C/svg%3E")',
              backgroundRepeat: 'no-repeat',
              backgroundPosition: 'right 14px center',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            {PRODUCT_SORTS.map((option) => (
              <option key={option} value={option}>
                {PRODUCT_SORT_LABELS[option]}
              </option>
            ))}
          </Box>
        </Box>
      </Box>
      <Box
        role="group"
        aria-label="Vista"
        sx={{
          gridArea: 'view',
          display: 'flex',
          border: 1,
          borderColor: 'divider',
          borderRadius: 999,
          p: 0.25,
        }}
      >
        {(
          [
            ['grid', 'Ver en cuadrícula', GridViewIcon],
            ['list', 'Ver en lista', ViewListIcon],
          ] as const
        ).map(([option, label, Icon]) => (
          <IconButton
            key={option}
            size="small"
            aria-label={label}
            aria-pressed={view === option}
            onClick={() => onView(option)}
            sx={{
              color: view === option ? 'primary.contrastText' : 'text.secondary',
              bgcolor: view === option ? 'primary.main' : 'transparent',
              '&:hover': { bgcolor: view === option ? 'primary.dark' : 'rgba(156,79,50,0.08)' },
            }}
          >
            <Icon fontSize="small" />
          </IconButton>
        ))}
      </Box>
    </Box>
  );
}
