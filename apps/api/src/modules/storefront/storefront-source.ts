/**
 * What the catalogue index holds for each product: the card's row and the fields it filters and
 * sorts on. A file of its own so that context.ts can name it without importing the storefront
 * service, which imports the context.
 */
import type { IndexSource } from './catalogue-index.js';
import type { CardRow } from './storefront.repository.js';

export type StorefrontSource = CardRow & IndexSource;
