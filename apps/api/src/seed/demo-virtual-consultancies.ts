/**
 * The demo client's virtual consultancies with the demo designer (cliente@demo.co and
 * disenador@demo.co), one in each state, so every list, the room and the documents open on real
 * data: one unpaid, one paid and waiting for the designer, one active with a conversation and a
 * shared plan, and one finished and rated. Written as the virtual consultancy's service stores
 * them (the shared price and split, its payment, room, files and rating), with past times.
 */
import { randomBytes } from 'node:crypto';
import { documentTypeId } from '@hogarte/shared/lookups';
import { toCents, virtualConsultancyAmounts } from '@hogarte/shared/money';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { insertMessage } from '../modules/chat/chat.repository.js';
import { closeRoom, openRoom } from '../modules/chat/chat.service.js';
import {
  discardStagedFiles,
  documentTypeFor,
  recordStagedFile,
  stageFile,
  type StagedFile,
} from '../modules/files/files.service.js';
import { addDesignerRating } from '../modules/designers/designers.repository.js';
import { lockPaymentByReference, updatePayment } from '../modules/payments/payments.repository.js';
import { recordPaymentAttempt } from '../modules/payments/wompi-checkout.js';
import {
  insertConsultancy,
  insertVirtualFile,
  markApproved,
  markFinished,
  markPaid,
  rateConsultancy,
} from '../modules/virtual-consultancies/virtual-consultancies.repository.js';
import { roomIllustration } from './illustrations.js';
import { findBuyers } from './seed.repository.js';

const CLIENT_EMAIL = 'cliente@demo.co';
const DESIGNER_EMAIL = 'disenador@demo.co';
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

interface DemoLine {
  from: 'client' | 'designer';
  /** Hours after the approval. */
  at: number;
  text: string;
}

interface DemoVirtualConsultancy {
  spaces: number;
  requestedDaysAgo: number;
  /** Days after the request; unpaid when absent. */
  paidAfter?: number;
  approvedAfter?: number;
  finishedAfter?: number;
  rating?: { stars: number; comment: string };
  lines?: DemoLine[];
  /** A plan the client shared in the room. */
  sharedPlan?: boolean;
}

const DEMO: readonly DemoVirtualConsultancy[] = [
  { spaces: 1, requestedDaysAgo: 1 },
  { spaces: 3, requestedDaysAgo: 3, paidAfter: 1 },
  {
    spaces: 2,
    requestedDaysAgo: 12,
    paidAfter: 1,
    approvedAfter: 2,
    sharedPlan: true,
    lines: [
      {
        from: 'designer',
        at: 1,
        text: 'Hola, soy Valentina. Gracias por elegirme: cuéntame qué quieres lograr en la sala y el comedor.',
      },
      {
        from: 'client',
        at: 3,
        text: 'Quiero integrar los dos espacios y que se sientan más cálidos. Te comparto el plano del apartamento.',
      },
      {
        from: 'designer',
        at: 5,
        text: 'Perfecto. Con ese plano te propongo un piso de madera continuo y una lámpara colgante sobre el comedor.',
      },
    ],
  },
  {
    spaces: 1,
    requestedDaysAgo: 60,
    paidAfter: 1,
    approvedAfter: 1,
    finishedAfter: 20,
    rating: {
      stars: 5,
      comment:
        'Valentina entendió lo que queríamos desde el primer día. El estudio quedó precioso.',
    },
    lines: [
      {
        from: 'designer',
        at: 2,
        text: 'Hola, ya revisé las fotos del estudio. Mañana te envío dos propuestas de distribución.',
      },
      { from: 'client', at: 30, text: '¡Me encanta la segunda propuesta! Vamos con esa.' },
    ],
  },
];

/** The demo's virtual consultancies, inside the seed's transaction. */
export async function seedDemoVirtualConsultancies(
  ctx: AppContext,
  tx: Database,
  now: Date,
): Promise<void> {
  // `findBuyers` finds any account by email: the designer's too.
  const people = await findBuyers(tx, [CLIENT_EMAIL, DESIGNER_EMAIL]);
  const client = people.get(CLIENT_EMAIL);
  const designer = people.get(DESIGNER_EMAIL);
  if (!client || !designer) throw new Error('The demo virtual consultancies need their accounts');
  const staged: StagedFile[] = [];
  try {
    for (const demo of DEMO) {
      const requestedAt = now.getTime() - demo.requestedDaysAgo * DAY_MS;
      const at = (days: number | undefined) =>
        days === undefined ? null : new Date(requestedAt + days * DAY_MS);
      const hashid = randomBytes(9).toString('base64url');
      const amounts = virtualConsultancyAmounts(demo.spaces);
      const row = await insertConsultancy(tx, {
        hashid,
        clientUserId: client.id,
        designerUserId: designer.id,
        spaceQuantity: demo.spaces,
        ...amounts,
        createdAt: new Date(requestedAt),
      });
      const paidAt = at(demo.paidAfter);
      if (!paidAt) continue;
      const reference = `AV-${hashid}-${randomBytes(4).toString('hex')}`;
      await recordPaymentAttempt(tx, {
        virtualConsultancyId: row.id,
        reference,
        amountInCents: toCents(amounts.toPay),
        publicKey: ctx.config.wompi?.publicKey ?? 'demo',
      });
      const payment = await lockPaymentByReference(tx, reference);
      if (!payment) throw new Error('demo payment not stored');
      await updatePayment(tx, payment.id, {
        status: 'APPROVED',
        transactionId: `demo-${randomBytes(6).toString('hex')}`,
        paymentMethodType: 'CARD',
        finalizedAt: paidAt,
      });
      await markPaid(tx, row.id, paidAt);
      const approvedAt = at(demo.approvedAfter);
      if (!approvedAt) continue;
      const room = await openRoom(tx, { type: 'virtual-consultancy', hashid }, [
        client.id,
        designer.id,
      ]);
      await markApproved(tx, row.id, room.id, approvedAt);
      for (const line of demo.lines ?? []) {
        await insertMessage(tx, {
          roomId: room.id,
          senderUserId: line.from === 'client' ? client.id : designer.id,
          text: line.text,
          createdAt: new Date(approvedAt.getTime() + line.at * HOUR_MS),
        });
      }
      if (demo.sharedPlan) {
        const plan = await stageFile(ctx, documentTypeFor(documentTypeId('sharedFile')), {
          fileName: 'plano-apartamento.png',
          content: roomIllustration(4),
        });
        staged.push(plan);
        const stored = await recordStagedFile(ctx, tx, client.id, plan);
        await insertVirtualFile(tx, {
          consultancyId: row.id,
          fileId: stored.id,
          uploaderUserId: client.id,
          kind: 'shared',
          createdAt: new Date(approvedAt.getTime() + 3 * HOUR_MS),
        });
      }
      const finishedAt = at(demo.finishedAfter);
      if (!finishedAt) continue;
      await markFinished(tx, row.id, finishedAt);
      await closeRoom(tx, room.id, finishedAt);
      if (demo.rating) {
        await rateConsultancy(tx, row.id, demo.rating.stars, demo.rating.comment);
        await addDesignerRating(tx, designer.id, demo.rating.stars);
      }
    }
  } catch (error) {
    await discardStagedFiles(ctx, staged);
    throw error;
  }
}
