/**
 * The real Wompi adapter: builds the signed web checkout URL and asks Wompi's API for a
 * transaction (`GET {apiUrl}/transactions/{id}`).
 *
 * That read is public on Wompi's side: it needs no key, and sending none lets us confirm a payment
 * made with a store's own public key as well as with the platform's. The private key is never
 * needed here.
 */
import type { WompiConfig } from '../../config.js';
import {
  buildCheckoutUrl,
  wompiTransactionSchema,
  type WompiGateway,
  type WompiTransaction,
} from './wompi.js';

/**
 * Wompi could not be asked, or answered something we cannot use. `detail` says what went wrong,
 * for the logs; the caller decides what the buyer is told (the checkout answers a 502 asking to try
 * again later).
 */
export class WompiUnavailableError extends Error {
  constructor(
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(detail);
    this.name = 'WompiUnavailableError';
    if (options && 'cause' in options) this.cause = options.cause;
  }
}

/** A buyer waits on the return page while we ask; past this, we say Wompi is not answering. */
const REQUEST_TIMEOUT_MS = 10_000;

export function wompiClient(
  config: Pick<WompiConfig, 'apiUrl' | 'checkoutUrl' | 'integritySecret'> & {
    fetchImpl?: typeof fetch;
    timeoutMs?: number;
  },
): WompiGateway {
  const send = config.fetchImpl ?? fetch;
  const apiUrl = config.apiUrl.replace(/\/$/, '');
  return {
    checkoutUrl: (request) => buildCheckoutUrl(config.checkoutUrl, config.integritySecret, request),

    async getTransaction(id): Promise<WompiTransaction | undefined> {
      const url = `${apiUrl}/transactions/${encodeURIComponent(id)}`;
      let response: Response;
      try {
        response = await send(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(config.timeoutMs ?? REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new WompiUnavailableError(`Wompi could not be reached at ${apiUrl}`, {
          cause: error,
        });
      }
      if (response.status === 404) return undefined;
      if (!response.ok) {
        throw new WompiUnavailableError(
          `Wompi answered ${response.status} for transaction ${id}: ${(await response.text()).slice(0, 500)}`,
        );
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw new WompiUnavailableError(`Wompi answered a body that is not JSON for ${id}`, {
          cause: error,
        });
      }
      const parsed = wompiTransactionSchema.safeParse(
        typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined,
      );
      if (!parsed.success) {
        throw new WompiUnavailableError(`Wompi answered an unexpected transaction for ${id}`);
      }
      return parsed.data;
    },
  };
}
