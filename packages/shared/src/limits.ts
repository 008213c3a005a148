/**
 * Business constants of spec part 1 §9 and part 2 §9, each written once. `LIMITS` is the
 * namespace of `limit-values.ts`: the bundler keeps only the members a page reads, where an
 * object would bring all of them (about 1.1 KB gzip of every page's first load).
 */
export * as LIMITS from './limit-values.js';

export const MONEY = {
  ivaPercent: 19,
  virtualConsultancyPricePerSpace: 749_000,
  /**
   * The designer's share of a virtual consultancy; the platform keeps the rest (decision 027).
   * One place: the API stores the split with the consultancy, the screens only show it.
   */
  virtualConsultancyDesignerPercent: 80,
  presentialDeposit: 450_000,
  presentialDepositThreshold: 2_500_000,
} as const;
