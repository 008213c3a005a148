import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import type { CartItem } from '@hogarte/shared/contracts/cart';
import type { ProductDetailData } from '@hogarte/shared/contracts/storefront';
import { cartItemAdded } from '@hogarte/shared/message-texts/cart';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useCart } from '../../../lib/cart-context';
import { showToast } from '../../../lib/toast';

/**
 * The product as a cart line. The server answers the same line with the supplier's uuid and the
 * commission; until then (or for a visitor's local cart) those stay empty.
 */
function cartLine(product: ProductDetailData, quantity: number): CartItem {
  return {
    cart_item_id: product.id,
    product_id: product.id,
    name: product.name,
    price: product.price,
    taxed_price: product.taxed_price,
    quantity,
    principal_image: product.principal_image?.card_url ?? product.image,
    min_sale_unit: product.min_sale_unit,
    presentation: product.presentation,
    category: product.category,
    category_id: product.category_id,
    comission_percentage: 0,
    price_per_m2: product.price_per_m2,
    units_available: product.units_available,
    url: `/productos/${product.slug}`,
    delivery_time: product.delivery_time,
    supplier: { id: '', company_name: product.company_name, store: product.store },
  };
}

/** Quantity and 'Agregar al carrito' on the product page; off when nothing is in stock. */
export function AddToCart({ product }: { product: ProductDetailData }) {
  const cart = useCart();
  const [quantity, setQuantity] = useState(1);
  const available = product.units_available;
  const soldOut = available <= 0;
  // Coverings are sold by the box: the quantity counts boxes, as the presentation says.
  const shown = Math.min(Math.max(quantity, 1), Math.max(available, 1));

  const onAdd = () => {
    if (cart.add(cartLine(product, shown))) {
      showToast(cartItemAdded, 'success');
      setQuantity(1);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <QuantityStepper
        value={shown}
        label={`Cantidad de ${product.name}`}
        onDecrement={() => setQuantity(shown - 1)}
        onIncrement={() => setQuantity(shown + 1)}
        decrementDisabled={soldOut || shown <= 1}
        incrementDisabled={soldOut || shown >= available}
      />
      <Button
        variant="contained"
        size="large"
        startIcon={<AddShoppingCartIcon />}
        onClick={onAdd}
        disabled={soldOut || !cart.ready}
        sx={{ flex: { xs: '1 1 auto', sm: '0 0 auto' } }}
      >
        Agregar al carrito
      </Button>
    </Box>
  );
}
