/**
 * Where a visitor goes to log in or register and come back: the page to return to travels as
 * `?callback=` (read back, and checked to be on this site, by the access pages).
 */
export function loginPathBackTo(back: string): string {
  return `/login?callback=${encodeURIComponent(back)}`;
}

export function registerPathBackTo(back: string): string {
  return `/register?callback=${encodeURIComponent(back)}`;
}
