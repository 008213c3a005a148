import { sql } from 'drizzle-orm';
import { products } from './schema/catalogue.js';
import { users } from './schema/users.js';

/**
 * What buyers may see and buy: an approved, public, not deleted product of an approved, public
 * and active supplier. Written once; the catalogue, the cart and the checkout all use it (each
 * query joins `users` on the product's supplier).
 */
export const productIsVisible = sql<boolean>`(${products.deletedAt} is null and ${products.isApproved} is true and ${products.isPublic} and ${users.isApproved} is true and ${users.isPublic} and ${users.isActive})`;
