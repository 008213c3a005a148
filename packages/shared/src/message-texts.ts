/**
 * Every Spanish text the spec quotes, written once; everyone reads them as `MESSAGES.name` from
 * `messages.ts`. Texts with `{…}` are filled with `fillMessage`; a number that states a limit is
 * read from that limit, so the text follows the rule. Each text is its own export, not a key of
 * one object, so that the web build leaves out the texts only the API sends (an object would be
 * kept whole). They are written in one module per area because a module is the bundler's smallest
 * unit: the texts of one module that any screen shows travel together, and a first load carries
 * only the modules its own screens read (the shell reads one text of `general` and two of `cart`).
 */
export * from './message-texts/accounts.js';
export * from './message-texts/catalogue.js';
export * from './message-texts/storefront.js';
export * from './message-texts/cart.js';
export * from './message-texts/orders.js';
export * from './message-texts/envia-simulator.js';
export * from './message-texts/conversations.js';
export * from './message-texts/virtual-consultancy.js';
export * from './message-texts/remodelling.js';
export * from './message-texts/presential.js';
export * from './message-texts/pqrs.js';
export * from './message-texts/general.js';
