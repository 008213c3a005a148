import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CartItem } from '@hogarte/shared/contracts/cart';
import { useCart } from '../../../lib/cart-context';
import { CartLines } from './cart-lines';
import { CheckoutStep } from './checkout-step';

interface CartStepProps {
  items: CartItem[];
  productsPath: string;
  /** What the API said about the cart when paying (a price or the stock changed). */
  notice?: ReactNode;
}

/** The checkout's first part: the cart's lines, editable. */
export function CartStep({ items, productsPath, notice }: CartStepProps) {
  const cart = useCart();
  return (
    <CheckoutStep number={1} title="Tu carrito">
      {notice ? <Box sx={{ mb: 2 }}>{notice}</Box> : null}
      <CartLines
        items={items}
        productsPath={productsPath}
        onQuantity={(productId, quantity) => {
          cart.setQuantity(productId, quantity);
        }}
        onRemove={cart.remove}
      />
      {/* Only a server cart is saved; its line keeps its room so the page does not jump. */}
      {cart.mode === 'server' ? (
        <Typography
          role="status"
          variant="body2"
          color="text.secondary"
          sx={{ minHeight: '1.5em', visibility: cart.syncing ? 'visible' : 'hidden' }}
        >
          {cart.syncing ? 'Guardando tu carrito…' : ''}
        </Typography>
      ) : null}
    </CheckoutStep>
  );
}
