import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import type { CartItem } from '@hogarte/shared/contracts/cart';
import { lineAmount } from '@hogarte/shared/money';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { pricedLine } from '../../../lib/cart';
import { formatCop } from '../../../lib/format';
import { groupBySupplier } from '../utils/checkout-totals';

interface CartLinesProps {
  items: CartItem[];
  /** `/productos` or `/{companyName}/productos`: where each product's page is. */
  productsPath: string;
  onQuantity: (productId: number, quantity: number) => void;
  onRemove: (productId: number) => void;
}

function Thumbnail({ item }: { item: CartItem }) {
  return (
    <Box
      sx={{
        gridArea: 'img',
        width: { xs: 64, md: 88 },
        aspectRatio: '1 / 1',
        borderRadius: 1.2,
        overflow: 'hidden',
        bgcolor: '#f1e9df',
        display: 'grid',
        placeItems: 'center',
        color: 'text.disabled',
      }}
    >
      {item.principal_image ? (
        <Box
          component="img"
          src={item.principal_image}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <ImageOutlinedIcon aria-hidden />
      )}
    </Box>
  );
}

function productHref(item: CartItem, productsPath: string): string {
  // The API's url is `/productos/<id>-<slug>`; in a store the product opens inside the store.
  return item.url.replace(/^\/productos/, productsPath);
}

function CartLine({
  item,
  productsPath,
  onQuantity,
  onRemove,
}: Omit<CartLinesProps, 'items'> & {
  item: CartItem;
}) {
  const lineTotal = lineAmount(pricedLine(item));
  return (
    <Box
      component="li"
      aria-label={item.name}
      sx={{
        display: 'grid',
        alignItems: { xs: 'start', md: 'center' },
        columnGap: { xs: 1.5, md: 2.5 },
        rowGap: 1.25,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        gridTemplateColumns: {
          xs: '64px minmax(0, 1fr) 40px',
          md: '88px minmax(0, 1fr) auto auto 40px',
        },
        // Phones put the quantity and the line's total on a row of their own, under the name.
        gridTemplateAreas: {
          xs: '"img info remove" "bottom bottom bottom"',
          md: '"img info qty total remove"',
        },
      }}
    >
      <Thumbnail item={item} />
      <Box sx={{ gridArea: 'info', minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={productHref(item, productsPath)}
          color="text.primary"
          sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
        >
          {item.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {item.presentation}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatCop(item.taxed_price)} c/u
        </Typography>
      </Box>
      {/* On wide screens this wrapper steps aside and both cells take their own columns. */}
      <Box
        sx={{
          gridArea: { xs: 'bottom' },
          display: { xs: 'flex', md: 'contents' },
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ gridArea: { md: 'qty' } }}>
          <QuantityStepper
            size="small"
            value={item.quantity}
            label={`Cantidad de ${item.name}`}
            onDecrement={() => onQuantity(item.product_id, item.quantity - 1)}
            onIncrement={() => onQuantity(item.product_id, item.quantity + 1)}
          />
        </Box>
        <Typography
          aria-label={`Total de ${item.name}: ${formatCop(lineTotal)}`}
          sx={{
            gridArea: { md: 'total' },
            fontWeight: 700,
            textAlign: 'right',
            minWidth: { md: 120 },
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {formatCop(lineTotal)}
        </Typography>
      </Box>
      <Box
        sx={{ gridArea: 'remove', justifySelf: 'end', alignSelf: { xs: 'start', md: 'center' } }}
      >
        <IconButton
          aria-label={`Eliminar ${item.name} del carrito`}
          onClick={() => onRemove(item.product_id)}
          size="small"
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}

/**
 * The cart's lines, grouped by the supplier who ships them (each supplier sends its own parcel):
 * image, name, presentation, unit price, quantity, line total and remove. Going below one unit
 * removes the line; going above the stock is refused with the spec's warning.
 */
export function CartLines({ items, productsPath, onQuantity, onRemove }: CartLinesProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {groupBySupplier(items).map((group) => (
        <Box component="section" key={group.key} aria-label={`Productos de ${group.companyName}`}>
          <Typography variant="overline" color="text.secondary" component="h3">
            Vendido por {group.companyName}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {group.items.map((item) => (
              <CartLine
                key={item.product_id}
                item={item}
                productsPath={productsPath}
                onQuantity={onQuantity}
                onRemove={onRemove}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
