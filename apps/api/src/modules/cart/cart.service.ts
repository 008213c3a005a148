/**
 * The server-side cart of clients and designers (part 2 §4 Cart, §7 Cart). The browser sends
 * the whole cart; the server keeps what can be bought: quantities above the stock are lowered to
 * it and products no longer for sale are dropped, and the answer says so.
 */
import { categoryName, presentationText, storeSlug } from '@hogarte/shared/catalogue';
import type { CartSyncInput } from '@hogarte/shared/schemas/commerce';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { closedWith, openJsonText } from '../../http/json-text.js';
import { cardImageKey } from '../../integrations/images/image-variants.js';
import type { FileStorage } from '../../integrations/storage/storage.js';
import { productSlug } from '../storefront/storefront.service.js';
import { productMemoryKind } from '../storefront/catalogue-index.js';
import {
  cartLines,
  findPurchasable,
  removeCartProducts,
  replaceCart,
  type PurchasableRow,
} from './cart.repository.js';

export type { PurchasableRow };

/** The products named, as the checkout prices them (visible or not: it says which went away). */
export function purchasableProducts(
  executor: AppContext['db'],
  productIds: readonly number[],
): Promise<PurchasableRow[]> {
  return findPurchasable(executor, productIds);
}

export function imageUrl(storage: FileStorage, key: string | null): string | null {
  if (!key) return null;
  return storage.publicUrl(cardImageKey(key));
}

/** A covering's price per m² (its sale unit is a box of `min_sale_unit` m²). */
function pricePerM2(row: PurchasableRow): number | null {
  return row.minSaleUnit ? Math.round(row.taxedPrice / row.minSaleUnit) : null;
}

/** A cart line's product as the spec names its fields (part 2 §3 Cart item); the line adds its quantity. */
function cartProductJson(storage: FileStorage, row: PurchasableRow) {
  return {
    cart_item_id: row.id,
    product_id: row.id,
    name: row.name,
    price: row.price,
    taxed_price: row.taxedPrice,
    principal_image: imageUrl(storage, row.imageKey),
    min_sale_unit: row.minSaleUnit,
    presentation: presentationText(row),
    category: categoryName(row.categoryId),
    category_id: row.categoryId,
    comission_percentage: row.commissionPercentage,
    price_per_m2: pricePerM2(row),
    units_available: row.unitsAvailable,
    url: `/productos/${productSlug(row.id, row.name)}`,
    delivery_time: row.deliveryTimeDays,
    supplier: {
      id: row.supplierUuid,
      company_name: row.companyName,
      store: storeSlug(row.companyName),
    },
  };
}

/**
 * The products carts show, as the open JSON text of `cartProductJson` (`openJsonText`: each line
 * closes it with its quantity). Kept beside the catalogue index and dropped with it when their
 * product, supplier or brand is announced as changed (a sale lowering the stock is one).
 */
const CART_PRODUCTS = productMemoryKind<string>(20_000);

/**
 * `GET /v2/cart` as JSON text: the lines from the buyer's kept cart, each product from the kept
 * ones; only what is not kept is read, in one query. A cart read twice costs no SQL the second time.
 */
export async function getCart(ctx: AppContext, actor: Actor): Promise<string> {
  const lines = await ctx.sessions.cart(actor.uuid, () => cartLines(ctx.db, actor.id));
  const kept = ctx.catalogue.memory(CART_PRODUCTS);
  const products = new Map<number, string>();
  const missing: number[] = [];
  for (const { productId } of lines) {
    const text = kept.get(productId);
    if (text) products.set(productId, text);
    else missing.push(productId);
  }
  if (missing.length > 0) {
    const generation = kept.currentGeneration();
    for (const row of await findPurchasable(ctx.db, missing)) {
      const text = openJsonText(cartProductJson(ctx.storage, row));
      products.set(row.id, text);
      kept.keep(row.id, generation, text);
    }
  }
  const items: string[] = [];
  for (const { productId, quantity } of lines) {
    // A line read just before its product was deleted (the delete takes the line too) is left out.
    const text = products.get(productId);
    if (text) items.push(closedWith(text, 'quantity', quantity));
  }
  return `{"cartItems":[${items.join(',')}]}`;
}

interface RemovedLine {
  product_id: number;
  name: string;
  requested: number;
  available: number;
}

export async function syncCart(ctx: AppContext, actor: Actor, input: CartSyncInput) {
  // The same product twice (two tabs, a merge) is one line with both quantities.
  const requested = new Map<number, number>();
  for (const line of input.cartItems) {
    requested.set(line.productId, (requested.get(line.productId) ?? 0) + line.quantity);
  }
  return inTransaction(ctx.db, async (tx) => {
    const found = new Map(
      (await findPurchasable(tx, [...requested.keys()])).map((row) => [row.id, row]),
    );
    const kept: { row: PurchasableRow; quantity: number }[] = [];
    const removed: RemovedLine[] = [];
    for (const [productId, quantity] of requested) {
      const row = found.get(productId);
      const available = row?.visible ? row.unitsAvailable : 0;
      if (row && available > 0) kept.push({ row, quantity: Math.min(quantity, available) });
      if (quantity > available) {
        removed.push({
          product_id: productId,
          name: row?.name ?? '',
          requested: quantity,
          available,
        });
      }
    }
    await replaceCart(
      tx,
      actor.id,
      kept.map(({ row, quantity }) => ({ productId: row.id, quantity })),
    );
    return {
      code: removed.length > 0 ? ('SUCCESS_WITH_REMOVED_ITEMS' as const) : ('SUCCESS' as const),
      cartItems: kept.map(({ row, quantity }) => ({
        ...cartProductJson(ctx.storage, row),
        quantity,
      })),
      removed,
    };
  });
}

/** After an approved payment the bought products leave the buyer's cart. */
export function removeBoughtProducts(
  executor: AppContext['db'],
  userId: number,
  productIds: readonly number[],
): Promise<void> {
  return removeCartProducts(executor, userId, productIds);
}
