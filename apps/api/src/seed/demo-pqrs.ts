/**
 * The demo client's PQRS (cliente@demo.co), one in each state, so /cliente/pqrs and /admin/pqrs
 * open on real data: a claim about the canceled line of an earlier order answered by the demo admin, a complaint in
 * progress, a petition just filed, and an older suggestion answered. Each is filed on its own
 * day, so its number and its 15-business-day term are those the module gives a filing that day.
 */
import { randomBytes } from 'node:crypto';
import { addBusinessDays } from '@hogarte/shared/business-days';
import { bogotaDay } from '@hogarte/shared/calendar';
import { LIMITS } from '@hogarte/shared/limits';
import type { PqrsType } from '@hogarte/shared/schemas/pqrs';
import type { Database } from '../db/client.js';
import {
  activeAdmins,
  answerPqrs,
  insertPqrs,
  markPqrsInProgress,
} from '../modules/pqrs/pqrs.repository.js';
import { findBuyers, latestOrderWithCanceledLine } from './seed.repository.js';

const HOUR_MS = 3_600_000;

interface DemoPqrs {
  type: PqrsType;
  subject: string;
  text: string;
  /** Hours before the seed. */
  filedHoursAgo: number;
  /** About the newest order filed before it in which a supplier canceled a line. */
  aboutCanceledLine?: boolean;
  takenUpHoursAgo?: number;
  answer?: { text: string; hoursAgo: number };
}

/** Oldest first, so the filing numbers grow with the dates. */
const DEMO_PQRS: readonly DemoPqrs[] = [
  {
    type: 'sugerencia',
    subject: 'Filtrar productos por tono de madera',
    text: 'Sería muy útil poder filtrar pisos y muebles por el tono de la madera (claro, medio, oscuro). Hoy tengo que abrir cada producto para ver el color real.',
    filedHoursAgo: 20 * 24,
    takenUpHoursAgo: 18 * 24,
    answer: {
      text: 'Gracias por la idea. Se la compartimos al equipo de catálogo: ya estamos pidiendo a los proveedores el tono de cada producto para sumarlo a los filtros.',
      hoursAgo: 16 * 24,
    },
  },
  {
    type: 'reclamo',
    subject: 'Reembolso de la poltrona cancelada',
    text: 'En mi última compra cancelaron la poltrona terracota y todavía no veo el dinero en mi tarjeta. Solicito el reembolso del valor de la poltrona.',
    filedHoursAgo: 5 * 24,
    aboutCanceledLine: true,
    takenUpHoursAgo: 4 * 24 + 20,
    answer: {
      text: 'Hola Camila, confirmamos que el proveedor canceló la poltrona por falta de inventario. Ya solicitamos el reembolso a la pasarela de pagos: lo verás en tu medio de pago en máximo 8 días hábiles. Si no aparece, respóndenos a este correo con tu extracto.',
      hoursAgo: 2 * 24,
    },
  },
  {
    type: 'queja',
    subject: 'La transportadora no cumplió la franja de entrega',
    text: 'Me dijeron que el pedido llegaría en la mañana y me quedé esperando hasta las 6 p. m. Nadie avisó del retraso.',
    filedHoursAgo: 3 * 24,
    takenUpHoursAgo: 2 * 24 + 18,
  },
  {
    type: 'peticion',
    subject: 'Factura a nombre de mi empresa',
    text: 'Necesito que la factura de mi última compra salga a nombre de mi empresa, Diseños Restrepo S.A.S., NIT 901234567, para poder deducirla.',
    filedHoursAgo: 6,
  },
];

export async function seedDemoPqrs(tx: Database, now: Date): Promise<void> {
  const client = (await findBuyers(tx, ['cliente@demo.co'])).get('cliente@demo.co');
  const admin = (await activeAdmins(tx)).find((person) => person.email === 'admin@demo.co');
  if (!client || !admin) throw new Error('The demo client and admin must be seeded first');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  for (const demo of DEMO_PQRS) {
    const filedAt = hoursAgo(demo.filedHoursAgo);
    const filingDay = bogotaDay(filedAt);
    const order = demo.aboutCanceledLine
      ? await latestOrderWithCanceledLine(tx, client.id, filedAt)
      : null;
    const { id } = await insertPqrs(tx, {
      hashid: randomBytes(9).toString('base64url'),
      filingYear: Number(filingDay.slice(0, 4)),
      clientUserId: client.id,
      type: demo.type,
      subject: demo.subject,
      text: demo.text,
      orderId: order?.id ?? null,
      attachmentFileId: null,
      filedAt,
      dueOn: addBusinessDays(filingDay, LIMITS.pqrsAnswerBusinessDays),
    });
    if (demo.takenUpHoursAgo !== undefined) {
      await markPqrsInProgress(tx, id, hoursAgo(demo.takenUpHoursAgo));
    }
    if (demo.answer) {
      await answerPqrs(tx, id, {
        text: demo.answer.text,
        adminUserId: admin.id,
        at: hoursAgo(demo.answer.hoursAgo),
      });
    }
  }
}
