/** Where a remodelling's process sheet lives (part 2 §2.1): /compra/{hashid}, for every role. */
export function sheetPath(hashid: string): string {
  return `/compra/${encodeURIComponent(hashid)}`;
}
