import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { itemsOfStore, cartTotals } from '../lib/cart';
import { useCart } from '../lib/cart-context';

/** Like the notification bell, the badge stops growing at 9+ (part 2 §9). */
const BADGE_MAX = 9;

/**
 * The count over the icon. A plain box rather than MUI's Badge: the public header is in the first
 * page's bundle, where every kilobyte counts (the storefront's JavaScript budget).
 */
const COUNT_SX = {
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 18,
  height: 18,
  px: 0.5,
  borderRadius: 9,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontSize: '0.7rem',
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
} as const;

interface CartButtonProps {
  /** In a supplier's store the cart is that store's: `/{companyName}/pago` and its units only. */
  companyName?: string;
  sx?: SxProps<Theme>;
}

/** The headers' cart: a link to the payment page with the number of units in the cart. */
export function CartButton({ companyName, sx }: CartButtonProps) {
  const cart = useCart();
  const count = companyName
    ? cartTotals(itemsOfStore(cart.items, companyName)).itemsCount
    : cart.totals.itemsCount;
  const label =
    count === 0
      ? 'Carrito de compras'
      : `Carrito de compras, ${count} ${count === 1 ? 'unidad' : 'unidades'}`;
  return (
    <IconButton
      component={RouterLink}
      to={companyName ? `/${companyName}/pago` : '/pago'}
      aria-label={label}
      title="Carrito de compras"
      color="inherit"
      // ButtonBase is positioned already: the count sits on its corner.
      sx={sx}
    >
      <ShoppingCartOutlinedIcon />
      {count > 0 ? (
        <Box component="span" aria-hidden sx={COUNT_SX}>
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </Box>
      ) : null}
    </IconButton>
  );
}
