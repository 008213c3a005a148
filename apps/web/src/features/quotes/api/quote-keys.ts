/** The designer catalogue's cached pages and the builder's products, under one key. */
export const QUOTE_PRODUCTS_KEY = ['quotes', 'products'] as const;
