import { describe, expect, it } from 'vitest';
import { fillMessage, MESSAGES } from '@hogarte/shared/messages';
import { cartItem, SUPPLIER_B } from '../test/cart-fixtures';
import { cartReducer, cartTotals, EMPTY_CART, itemsOfStore, type CartAction } from './cart';

const lamp = cartItem(1, { name: 'Lámpara Nórdica', units_available: 3 });
const rug = cartItem(2, { name: 'Tapete Yute', taxed_price: 250000, quantity: 2 });

function withItems(...items: ReturnType<typeof cartItem>[]) {
  return cartReducer(EMPTY_CART, { type: 'initialize', payload: { items } });
}

describe('the cart reducer (part 2 §4 Cart)', () => {
  it('initialises with the given lines', () => {
    const state = withItems(lamp, rug);
    expect(state.items.map((item) => item.product_id)).toEqual([1, 2]);
    expect(state.warning).toBeNull();
  });

  it('adds a new line, and adds units to a line already there', () => {
    let state = cartReducer(EMPTY_CART, { type: 'add', payload: { item: lamp } });
    expect(state.items).toEqual([lamp]);
    state = cartReducer(state, { type: 'add', payload: { item: { ...lamp, quantity: 2 } } });
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.quantity).toBe(3);
    expect(state.warning).toBeNull();
  });

  it('refuses to go above the units available, with the spec’s warning, and keeps the cart', () => {
    const state = withItems({ ...lamp, quantity: 3 });
    const next = cartReducer(state, { type: 'add', payload: { item: lamp } });
    expect(next.items).toBe(state.items);
    expect(next.warning).toBe(
      'La cantidad solicitada para el producto Lámpara Nórdica no está disponible en el stock. Solo hay 3 unidades disponibles.',
    );
    expect(next.warning).toBe(
      fillMessage(MESSAGES.cartStockExceeded, { name: 'Lámpara Nórdica', n: 3 }),
    );

    const raised = cartReducer(state, {
      type: 'setQuantity',
      payload: { productId: 1, quantity: 4 },
    });
    expect(raised.items[0]?.quantity).toBe(3);
    expect(raised.warning).toContain('Solo hay 3 unidades disponibles.');
  });

  it('sets a quantity, and a quantity of zero removes the line', () => {
    const state = withItems(lamp, rug);
    const two = cartReducer(state, { type: 'setQuantity', payload: { productId: 1, quantity: 2 } });
    expect(two.items[0]?.quantity).toBe(2);
    expect(two.warning).toBeNull();
    const gone = cartReducer(state, {
      type: 'setQuantity',
      payload: { productId: 1, quantity: 0 },
    });
    expect(gone.items.map((item) => item.product_id)).toEqual([2]);
  });

  it('removes a line and clears the cart', () => {
    const state = withItems(lamp, rug);
    expect(
      cartReducer(state, { type: 'remove', payload: { productId: 2 } }).items.map(
        (item) => item.product_id,
      ),
    ).toEqual([1]);
    expect(cartReducer(state, { type: 'clear' })).toEqual(EMPTY_CART);
  });

  it('clears the last warning with the next accepted action', () => {
    const refused = cartReducer(withItems({ ...lamp, quantity: 3 }), {
      type: 'add',
      payload: { item: lamp },
    });
    expect(refused.warning).not.toBeNull();
    const next = cartReducer(refused, {
      type: 'setQuantity',
      payload: { productId: 1, quantity: 1 },
    });
    expect(next.warning).toBeNull();
  });

  it('throws on a missing payload', () => {
    for (const type of ['add', 'remove', 'setQuantity', 'initialize']) {
      expect(() => cartReducer(EMPTY_CART, { type } as unknown as CartAction)).toThrow(
        /needs a payload/,
      );
    }
  });

  it('throws when updating or removing a product that is not in the cart', () => {
    const state = withItems(lamp);
    expect(() =>
      cartReducer(state, { type: 'setQuantity', payload: { productId: 99, quantity: 1 } }),
    ).toThrow(/not in the cart/);
    expect(() => cartReducer(state, { type: 'remove', payload: { productId: 99 } })).toThrow(
      /not in the cart/,
    );
  });

  it('throws on an unknown action', () => {
    expect(() => cartReducer(EMPTY_CART, { type: 'explode' } as unknown as CartAction)).toThrow(
      /Unknown cart action/,
    );
  });
});

describe('the cart totals (part 2 §3 Cart item)', () => {
  it('counts units, sums quantity × taxed price and half the commission for designers', () => {
    const items = [
      cartItem(1, { quantity: 3, taxed_price: 100000, comission_percentage: 20 }),
      cartItem(2, { quantity: 2, taxed_price: 250000, comission_percentage: 35 }),
    ];
    // 20/100/2 × 100,000 × 3 = 30,000; 35/100/2 × 250,000 × 2 = 87,500.
    expect(cartTotals(items)).toEqual({ itemsCount: 5, total: 800000, designerDiscount: 117500 });
  });

  it('is zero for an empty cart and rounds each line’s discount to whole pesos, as the API does', () => {
    expect(cartTotals([])).toEqual({ itemsCount: 0, total: 0, designerDiscount: 0 });
    const odd = [
      cartItem(1, { quantity: 1, taxed_price: 89901, comission_percentage: 25 }),
      cartItem(2, { quantity: 1, taxed_price: 89901, comission_percentage: 25 }),
    ];
    // 25/100/2 × 89,901 = 11,237.625 → 11,238 per line (22,475.25 summed before rounding).
    expect(cartTotals(odd).designerDiscount).toBe(22476);
  });
});

describe('a store’s cart', () => {
  it('keeps only that store’s lines, whatever the case or encoding of its name', () => {
    const items = [lamp, cartItem(3, { supplier: SUPPLIER_B })];
    expect(itemsOfStore(items, 'cerámicas-del-valle').map((item) => item.product_id)).toEqual([1]);
    expect(itemsOfStore(items, 'Cer%C3%A1micas-del-Valle')).toHaveLength(1);
    expect(itemsOfStore(items, 'Luz-Viva').map((item) => item.product_id)).toEqual([3]);
    expect(itemsOfStore(items, 'Otra')).toEqual([]);
  });
});
