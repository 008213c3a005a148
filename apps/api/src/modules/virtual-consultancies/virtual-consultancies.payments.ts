/**
 * What a virtual consultancy's payment does once Wompi settles it (decision 027): an approval
 * marks the consultancy paid, once, and tells the designer it waits for approval; a failure
 * leaves it unpaid, to be paid again from the client's list.
 */
import { fillMessage, MESSAGES } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import { queueEmail } from '../notifications/notifications.service.js';
import type { SettlementHandler } from '../payments/settlement.js';
import { markPaid } from './virtual-consultancies.repository.js';

export const virtualConsultancyPayment: SettlementHandler = async (tx, ctx, payment, status) => {
  if (status !== 'APPROVED' || payment.virtualConsultancyId === null) return undefined;
  const paid = await markPaid(tx, payment.virtualConsultancyId, ctx.now());
  // Already paid by another attempt: the second approval changes nothing (and is refunded by hand).
  if (!paid) return undefined;
  await queueEmail(tx, {
    to: paid.designerEmail,
    subject: fillMessage(MESSAGES.virtualPaidEmailSubject, { hashid: paid.hashid }),
    text: [
      `Hola ${paid.designerFirstName},`,
      '',
      `${paid.clientFirstName} ${paid.clientLastName} pagó una asesoría virtual de ${paid.spaceQuantity} espacio(s) por ${formatCop(paid.toPay)}.`,
      'Apruébala para abrir el chat con tu cliente:',
      `${ctx.config.publicUrl}/disenador/mis-asesorias-virtuales`,
    ].join('\n'),
  });
  return undefined;
};
