/**
 * A full page load at a path. Login, register and logout reload on purpose (spec part 1 §2):
 * every module then starts from the new session. Kept apart so tests can replace it.
 */
export function reloadAt(path: string): void {
  window.location.assign(path);
}
