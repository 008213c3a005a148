import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { ProductFilters } from '@hogarte/shared/contracts/storefront';
import type { CatalogueState } from '../utils/catalogue-query';
import { FilterPanel } from './filter-panel';

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  state: CatalogueState;
  filters: ProductFilters | undefined;
  onChange: (next: CatalogueState) => void;
  /** How many products the current filters show, for the closing button. */
  totalItems: number | null;
}

/** Phones: the same filters in a sheet from the bottom; each change applies at once. */
export function FilterDrawer({
  open,
  onClose,
  state,
  filters,
  onChange,
  totalItems,
}: FilterDrawerProps) {
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      // Above the floating WhatsApp button, which sits above ordinary drawers.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          'aria-labelledby': 'filter-drawer-title',
          sx: { borderTopLeftRadius: 20, borderTopRightRadius: 20, maxHeight: '88vh' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2.5,
          pt: 2,
          pb: 1,
        }}
      >
        <Typography id="filter-drawer-title" variant="h6" component="h2">
          Filtrar productos
        </Typography>
        <IconButton aria-label="Cerrar filtros" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2.5, overflowY: 'auto', flex: 1 }}>
        <FilterPanel state={state} filters={filters} onChange={onChange} heading={false} />
      </Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button variant="contained" fullWidth size="large" onClick={onClose}>
          {totalItems === null
            ? 'Ver productos'
            : `Ver ${totalItems} ${totalItems === 1 ? 'producto' : 'productos'}`}
        </Button>
      </Box>
    </Drawer>
  );
}
