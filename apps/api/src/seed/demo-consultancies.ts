/**
 * The demo client's sales consultancies with the demo adviser, so both chats open on a real
 * conversation: one finished (the living-room floor the client then bought, see demo-orders.ts)
 * and one still active, each opening with the chat's own interest message and its product link.
 * Written as the service stores a consultancy, its room and its messages, with past times.
 */
import { randomBytes } from 'node:crypto';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { insertMessage } from '../modules/chat/chat.repository.js';
import { closeRoom, openRoom } from '../modules/chat/chat.service.js';
import { insertConsultancy } from '../modules/sales-consultancies/sales-consultancies.repository.js';
import { findBuyers, findProducts } from './seed.repository.js';

const CLIENT_EMAIL = 'cliente@demo.co';
const ADVISER_EMAIL = 'asesor@demo.co';
const MINUTE_MS = 60_000;

interface DemoLine {
  from: 'client' | 'adviser';
  /** Minutes after the consultancy started. */
  at: number;
  text: string;
}

interface DemoConsultancy {
  product: string;
  /** When the client started it, in minutes before the seed. */
  startedMinutesAgo: number;
  /** When the adviser finished it, in minutes after it started; unfinished when absent. */
  finishedAfter?: number;
  /** What follows the client's interest message, which opens every conversation. */
  lines: DemoLine[];
}

const DEMO_CONSULTANCIES: readonly DemoConsultancy[] = [
  {
    product: 'Porcelanato Mármol Carrara 60x60',
    startedMinutesAgo: 43 * 24 * 60,
    finishedAfter: 2 * 24 * 60,
    lines: [
      {
        from: 'adviser',
        at: 3,
        text: '¡Hola, Camila! Con gusto te ayudo. Es un porcelanato rectificado con acabado satinado, muy resistente al tráfico alto. ¿Para qué espacio lo estás pensando?',
      },
      {
        from: 'client',
        at: 6,
        text: 'Para la sala comedor del apartamento. Mide unos 16 m². ¿Cuántas cajas necesitaría?',
      },
      {
        from: 'adviser',
        at: 10,
        text: 'Cada caja trae 4 piezas de 60x60, es decir 1,44 m². Para 16 m² más un 8% de cortes te recomiendo 12 cajas (17,28 m²).',
      },
      {
        from: 'client',
        at: 14,
        text: '¿Y qué pegante me sirve? El instalador me dijo que el gris normal no es para porcelanato.',
      },
      {
        from: 'adviser',
        at: 17,
        text: 'Tiene razón: usa el Pegante Porcelanato Blanco de 25 kg. Con 4 bultos te alcanza para esa área con llana de 10 mm.',
      },
      {
        from: 'client',
        at: 22,
        text: 'Perfecto. ¿Cuánto tarda la entrega a Medellín y qué garantía tiene?',
      },
      {
        from: 'adviser',
        at: 25,
        text: 'Lo despachamos en unos 5 días hábiles y tiene 10 años de garantía de fábrica. Si quieres, agrega las 12 cajas y los 4 bultos al carrito y haces la compra en línea.',
      },
      {
        from: 'client',
        at: 24 * 60 + 40,
        text: 'Listo, ya hice el pedido. ¡Muchas gracias por la asesoría, Daniela!',
      },
      {
        from: 'adviser',
        at: 24 * 60 + 52,
        text: 'A ti, Camila. Cualquier duda con la instalación me escribes por aquí. ¡Que disfrutes tu sala nueva!',
      },
    ],
  },
  {
    product: 'Piso Porcelanato Roble Natural 20x120',
    startedMinutesAgo: 26 * 60,
    lines: [
      {
        from: 'adviser',
        at: 4,
        text: '¡Hola de nuevo, Camila! ¿Cómo va la sala? Este porcelanato tiene apariencia de roble natural, pero no se raya ni se hincha con el agua como la madera.',
      },
      {
        from: 'client',
        at: 9,
        text: 'La sala quedó divina. Ahora quiero cambiar el piso de las dos alcobas y el balcón. ¿Sirve para exterior?',
      },
      {
        from: 'adviser',
        at: 13,
        text: 'Para las alcobas es ideal. En el balcón, si le cae lluvia directa, te recomiendo mejor el Piso Antideslizante Pizarra 60x60, que tiene más agarre mojado.',
      },
      {
        from: 'client',
        at: 18,
        text: 'Entiendo. Las alcobas suman unos 22 m². ¿Las tablas de 1,20 m se pueden instalar trabadas?',
      },
      {
        from: 'adviser',
        at: 21,
        text: 'Sí, con traba a un tercio de la tabla para evitar desniveles. Cada caja trae 6 tablas (1,44 m²); para 22 m² con cortes serían 17 cajas.',
      },
      {
        from: 'client',
        at: 20 * 60,
        text: '¿Me puedes enviar fotos de cómo se ve instalado con luz natural? Quiero comparar el tono con mis puertas.',
      },
    ],
  },
];

/** The two demo consultancies, inside the seed's transaction. */
export async function seedDemoConsultancies(
  ctx: AppContext,
  tx: Database,
  now: Date,
): Promise<void> {
  // `findBuyers` finds any account by email: the adviser's too.
  const people = await findBuyers(tx, [CLIENT_EMAIL, ADVISER_EMAIL]);
  const client = people.get(CLIENT_EMAIL);
  const adviser = people.get(ADVISER_EMAIL);
  const products = await findProducts(
    tx,
    DEMO_CONSULTANCIES.map((consultancy) => consultancy.product),
  );
  if (!client || !adviser) throw new Error('The demo consultancies need their two accounts');
  for (const demo of DEMO_CONSULTANCIES) {
    const product = products.get(demo.product);
    if (!product) throw new Error(`Demo product ${demo.product} not found`);
    const startedAt = now.getTime() - demo.startedMinutesAgo * MINUTE_MS;
    const finishedAt =
      demo.finishedAfter === undefined
        ? null
        : new Date(startedAt + demo.finishedAfter * MINUTE_MS);
    const hashid = randomBytes(9).toString('base64url');
    const room = await openRoom(tx, { type: 'sales-consultancy', hashid }, [client.id, adviser.id]);
    await insertConsultancy(tx, {
      hashid,
      clientUserId: client.id,
      salespersonUserId: adviser.id,
      productId: product.id,
      roomId: room.id,
      salespersonOnlineStatus: 'online',
      createdAt: new Date(startedAt),
      finishedAt,
    });
    const interest = fillMessage(MESSAGES.chatInterestMessage, {
      link: `${ctx.config.publicUrl}/productos/${product.id}`,
    });
    for (const line of [{ from: 'client', at: 0, text: interest }, ...demo.lines]) {
      await insertMessage(tx, {
        roomId: room.id,
        senderUserId: line.from === 'client' ? client.id : adviser.id,
        text: line.text,
        createdAt: new Date(startedAt + line.at * MINUTE_MS),
      });
    }
    if (finishedAt) await closeRoom(tx, room.id, finishedAt);
  }
}
