/** Every cached product list and detail of the admin sits under one key, refreshed together. */
export const ADMIN_PRODUCTS_KEY = ['admin', 'products'] as const;
