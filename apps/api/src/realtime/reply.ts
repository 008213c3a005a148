/** Acknowledgements are optional for a client: a missing one, or anything else, must not throw. */
export function replier<T>(answer: unknown): (result: T) => void {
  return typeof answer === 'function' ? (answer as (result: T) => void) : () => {};
}
