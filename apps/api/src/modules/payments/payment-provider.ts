/**
 * What the buyer is told when the payment provider cannot be asked: the Wompi adapter's own error
 * becomes the one 502 asking to try again later, with the adapter's error kept as its cause.
 */
import { MESSAGES } from '@hogarte/shared/messages';
import { AppError } from '../../http/errors.js';
import { WompiUnavailableError } from '../../integrations/wompi/client.js';

export function asPaymentProviderError(error: unknown): unknown {
  if (!(error instanceof WompiUnavailableError)) return error;
  const answer = new AppError(
    502,
    'PAYMENT_PROVIDER_UNAVAILABLE',
    MESSAGES.paymentProviderUnavailable,
  );
  answer.cause = error;
  return answer;
}
