/**
 * A local Wompi for demo mode and tests, served by this process under /simulador/wompi with the
 * provider's contract: the web checkout page (`GET /simulador/wompi/p/`, same query as
 * checkout.wompi.co/p/), the sandbox's outcomes for cards, Nequi and PSE, the return to
 * `redirect-url?id=<transactionId>&env=test`, the signed `transaction.updated` event posted to our
 * webhook, and `GET /simulador/wompi/v1/transactions/:id`.
 *
 * The page plays Wompi, so its Spanish texts live here rather than in the shared messages. It is
 * plain server-rendered HTML with inline CSS and no script: the app's CSP allows no inline
 * scripts, and a checkout has to work with nothing else running.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentStatus } from '@hogarte/shared/contracts/checkout';
import { formatCop } from '@hogarte/shared/money';
import { setBounded } from '../../bounded-map.js';
import type { WompiConfig } from '../../config.js';
import {
  buildCheckoutUrl,
  eventChecksum,
  integritySignature,
  sameChecksum,
  WOMPI_CURRENCY,
  type CheckoutRequest,
  type WompiGateway,
  type WompiTransaction,
} from './wompi.js';
import { escapeHtml } from '../../html.js';

/** Where Wompi posts its events: our own webhook (payments.routes.ts). */
export const WOMPI_EVENTS_PATH = '/v2/payments/wompi/events';
export const SIMULATOR_CHECKOUT_PATH = '/simulador/wompi/p/';
export const SIMULATOR_PAY_PATH = '/simulador/wompi/p/pagar';
export const SIMULATOR_API_PATH = '/simulador/wompi/v1';

/** A long-running demo keeps at most this many transactions; the oldest are forgotten first. */
const MAX_TRANSACTIONS = 10_000;

export type PaymentMethodType = 'CARD' | 'NEQUI' | 'PSE';

/** What the simulator keeps of a payment method: never a full card number, only its last four. */
type SimulatedPaymentMethod =
  | { type: 'CARD'; extra: { last_four: string; brand: string }; installments: number }
  | { type: 'NEQUI'; phone_number: string }
  | {
      type: 'PSE';
      user_type: number;
      user_legal_id_type: string;
      user_legal_id: string;
      financial_institution_code: string;
    };

interface SimulatedTransaction {
  transaction: Required<WompiTransaction>;
  paymentMethod: SimulatedPaymentMethod;
}

/**
 * The simulator's state and its in-process gateway (the app's Wompi gateway in demo mode): it
 * reads its own store instead of calling itself over HTTP. The store is in memory on purpose: the
 * simulator exists for demos and tests only, and the app keeps its own record of every payment,
 * so a restart loses nothing the marketplace needs.
 */
export class WompiSimulator implements WompiGateway {
  private readonly transactions = new Map<string, SimulatedTransaction>();
  private readonly deliveries = new Set<Promise<void>>();

  constructor(
    readonly config: WompiConfig,
    private readonly now: () => Date,
  ) {}

  checkoutUrl(request: CheckoutRequest): string {
    return buildCheckoutUrl(this.config.checkoutUrl, this.config.integritySecret, request);
  }

  getTransaction(id: string): Promise<WompiTransaction | undefined> {
    const found = this.transactions.get(id);
    return Promise.resolve(found ? { ...found.transaction } : undefined);
  }

  /** The transaction as Wompi's API shows it, payment method included. */
  transactionBody(id: string): Record<string, unknown> | undefined {
    const found = this.transactions.get(id);
    if (!found) return undefined;
    return { ...found.transaction, payment_method: found.paymentMethod };
  }

  hasApprovedPayment(reference: string): boolean {
    for (const { transaction } of this.transactions.values()) {
      if (transaction.reference === reference && transaction.status === 'APPROVED') return true;
    }
    return false;
  }

  /** Records a finished sandbox payment, as Wompi does when the buyer presses Pagar. */
  record(
    checkout: CheckoutFields,
    paymentMethod: SimulatedPaymentMethod,
    status: PaymentStatus,
  ): WompiTransaction {
    const at = this.now();
    let id: string;
    do {
      // Wompi's ids look like 1234-1610641025-49201: merchant, Unix seconds, a serial.
      id = `${randomInt(1000, 10_000)}-${Math.floor(at.getTime() / 1000)}-${randomInt(10_000, 100_000)}`;
    } while (this.transactions.has(id));
    const transaction: Required<WompiTransaction> = {
      id,
      created_at: at.toISOString(),
      finalized_at: at.toISOString(),
      amount_in_cents: checkout.amountInCents,
      reference: checkout.reference,
      currency: WOMPI_CURRENCY,
      payment_method_type: paymentMethod.type,
      status,
      status_message: STATUS_MESSAGES[status],
      customer_email: checkout.customerEmail ?? null,
      redirect_url: checkout.redirectUrl ?? null,
    };
    setBounded(this.transactions, id, { transaction, paymentMethod }, MAX_TRANSACTIONS);
    return { ...transaction };
  }

  /**
   * The signed `transaction.updated` event for a transaction, as Wompi builds it: the event's copy
   * of the transaction has no dates nor status message.
   */
  event(transaction: WompiTransaction): { body: string; checksum: string } {
    const at = this.now();
    const data = {
      transaction: {
        id: transaction.id,
        amount_in_cents: transaction.amount_in_cents,
        reference: transaction.reference,
        customer_email: transaction.customer_email ?? null,
        currency: transaction.currency,
        payment_method_type: transaction.payment_method_type,
        redirect_url: transaction.redirect_url ?? null,
        status: transaction.status,
        shipping_address: null,
        payment_link_id: null,
        payment_source_id: null,
      },
    };
    const signed = {
      data,
      signature: {
        properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
      },
      timestamp: Math.floor(at.getTime() / 1000),
    };
    const checksum = eventChecksum(signed, this.config.eventsSecret);
    const body = {
      event: 'transaction.updated',
      data,
      environment: 'test',
      signature: { ...signed.signature, checksum },
      timestamp: signed.timestamp,
      sent_at: at.toISOString(),
    };
    return { body: JSON.stringify(body), checksum };
  }

  /** Posts the event to our webhook inside the process: no listening socket is needed. */
  deliver(app: FastifyInstance, transaction: WompiTransaction): void {
    const { body, checksum } = this.event(transaction);
    const delivery = app
      .inject({
        method: 'POST',
        url: WOMPI_EVENTS_PATH,
        headers: { 'content-type': 'application/json', 'x-event-checksum': checksum },
        payload: body,
      })
      .then((response) => {
        if (response.statusCode !== 200) {
          app.log.warn(
            { transactionId: transaction.id, statusCode: response.statusCode },
            'wompi simulator: the webhook refused the event',
          );
        }
      })
      .catch((error: unknown) => {
        app.log.error(
          { err: error, transactionId: transaction.id },
          'wompi simulator: event delivery failed',
        );
      })
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  /** Resolves once every event sent so far has been answered (tests wait on it). */
  async settled(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.all([...this.deliveries]);
  }
}

const STATUS_MESSAGES: Record<PaymentStatus, string | null> = {
  PENDING: null,
  APPROVED: null,
  DECLINED: 'Transacción rechazada por la entidad financiera (entorno de pruebas)',
  VOIDED: 'Transacción anulada',
  ERROR: 'Datos de pago no válidos en el entorno de pruebas',
};

/** The sandbox's outcomes (integrations.md): anything not listed fails with ERROR. */
const CARD_OUTCOMES: Record<string, PaymentStatus> = {
  '4242424242424242': 'APPROVED',
  '4111111111111111': 'DECLINED',
};
const NEQUI_OUTCOMES: Record<string, PaymentStatus> = {
  '3991111111': 'APPROVED',
  '3992222222': 'DECLINED',
};
const PSE_OUTCOMES: Record<string, PaymentStatus> = { '1': 'APPROVED', '2': 'DECLINED' };

/** The checkout, as read from the page's query (or the form's hidden copy of it). */
export interface CheckoutFields {
  publicKey: string;
  amountInCents: number;
  reference: string;
  signature: string;
  redirectUrl: string | undefined;
  expirationTime: string | undefined;
  expiresAt: Date | undefined;
  customerEmail: string | undefined;
}

const CHECKOUT_KEYS = [
  'public-key',
  'currency',
  'amount-in-cents',
  'reference',
  'signature:integrity',
  'redirect-url',
  'expiration-time',
  'customer-data:email',
] as const;

/** A page's form or query, as parsed: what the PayU simulator reads too. */
export type Fields = Record<string, unknown>;

export function field(fields: Fields, key: string): string | undefined {
  const value = fields[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

interface PageProblem {
  statusCode: number;
  title: string;
  message: string;
}

function invalidLink(detail: string): PageProblem {
  return {
    statusCode: 400,
    title: 'No pudimos abrir el pago',
    message: `El enlace de pago tiene datos no válidos: ${detail}. Vuelve a la tienda e inténtalo de nuevo.`,
  };
}

const ALREADY_PAID: PageProblem = {
  statusCode: 409,
  title: 'Este pago ya fue realizado',
  message:
    'La referencia de este enlace ya tiene un pago aprobado. No es necesario pagar de nuevo.',
};

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Checks a checkout as Wompi does before showing it: complete, signed, not expired. */
function readCheckout(
  fields: Fields,
  config: WompiConfig,
  now: Date,
): { ok: true; checkout: CheckoutFields } | { ok: false; problem: PageProblem } {
  const publicKey = field(fields, 'public-key');
  const amount = field(fields, 'amount-in-cents');
  const reference = field(fields, 'reference');
  const signature = field(fields, 'signature:integrity');
  const redirectUrl = field(fields, 'redirect-url');
  const expirationTime = field(fields, 'expiration-time');
  const customerEmail = field(fields, 'customer-data:email');
  const fail = (detail: string) => ({ ok: false as const, problem: invalidLink(detail) });

  if (!publicKey || !/^pub_(test|prod)_\w{1,120}$/.test(publicKey)) {
    return fail('la llave pública falta o no es de Wompi');
  }
  if (field(fields, 'currency') !== WOMPI_CURRENCY) return fail('la moneda debe ser COP');
  if (!amount || !/^\d{1,15}$/.test(amount) || Number(amount) <= 0) {
    return fail('el monto debe ser un número entero de centavos mayor que cero');
  }
  if (!reference || reference.length > 255) return fail('falta la referencia del pago');
  if (!signature) return fail('falta la firma de integridad');
  if (redirectUrl && !isHttpUrl(redirectUrl)) return fail('la dirección de regreso no es válida');
  const expiresAt = expirationTime ? new Date(expirationTime) : undefined;
  if (expiresAt && Number.isNaN(expiresAt.getTime())) {
    return fail('la fecha de expiración no es válida');
  }

  const amountInCents = Number(amount);
  const expected = integritySignature(
    reference,
    amountInCents,
    WOMPI_CURRENCY,
    expirationTime,
    config.integritySecret,
  );
  if (!sameChecksum(expected, signature)) {
    return {
      ok: false,
      problem: {
        statusCode: 400,
        title: 'Firma de integridad no válida',
        message:
          'La firma de integridad no corresponde a la referencia, el monto y la moneda del pago. El comercio debe generar de nuevo el enlace de pago.',
      },
    };
  }
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    return {
      ok: false,
      problem: {
        statusCode: 410,
        title: 'El enlace de pago expiró',
        message:
          'Este enlace de pago ya no está disponible. Vuelve a la tienda para hacer tu compra de nuevo.',
      },
    };
  }
  return {
    ok: true,
    checkout: {
      publicKey,
      amountInCents,
      reference,
      signature,
      redirectUrl,
      expirationTime,
      expiresAt,
      customerEmail,
    },
  };
}

type MethodInput =
  | { ok: true; paymentMethod: SimulatedPaymentMethod; status: PaymentStatus }
  | { ok: false; message: string };

function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'VISA';
  if (/^5[1-5]/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  return 'OTRA';
}

/** A card as the sandbox reads it; the PayU simulator takes the same test cards. */
export function readCard(fields: Fields, now: Date): MethodInput {
  const number = (field(fields, 'card-number') ?? '').replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number)) {
    return { ok: false, message: 'Escribe el número de la tarjeta (13 a 19 dígitos).' };
  }
  const holder = field(fields, 'card-holder');
  if (!holder || holder.length > 60) {
    return { ok: false, message: 'Escribe el nombre como aparece en la tarjeta.' };
  }
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(field(fields, 'card-expiry') ?? '');
  // A card is good until the end of its month: the first instant of the next one.
  const validUntil = expiry ? Date.UTC(2000 + Number(expiry[2]), Number(expiry[1])) : 0;
  if (validUntil <= now.getTime()) {
    return { ok: false, message: 'La fecha de vencimiento debe ser MM/AA y no estar vencida.' };
  }
  if (!/^\d{3,4}$/.test(field(fields, 'card-cvc') ?? '')) {
    return { ok: false, message: 'El código de seguridad (CVC) tiene 3 o 4 dígitos.' };
  }
  const installments = Number(field(fields, 'installments') ?? '1');
  if (!Number.isInteger(installments) || installments < 1 || installments > 36) {
    return { ok: false, message: 'Elige entre 1 y 36 cuotas.' };
  }
  return {
    ok: true,
    paymentMethod: {
      type: 'CARD',
      extra: { last_four: number.slice(-4), brand: cardBrand(number) },
      installments,
    },
    status: CARD_OUTCOMES[number] ?? 'ERROR',
  };
}

function readNequi(fields: Fields): MethodInput {
  const phone = (field(fields, 'nequi-phone') ?? '').replace(/\s/g, '');
  if (!/^3\d{9}$/.test(phone)) {
    return {
      ok: false,
      message: 'Escribe tu número de celular Nequi: 10 dígitos que empiezan en 3.',
    };
  }
  return {
    ok: true,
    paymentMethod: { type: 'NEQUI', phone_number: phone },
    status: NEQUI_OUTCOMES[phone] ?? 'ERROR',
  };
}

const PSE_BANKS = [
  { code: '1', name: 'Banco que aprueba (pruebas)' },
  { code: '2', name: 'Banco que rechaza (pruebas)' },
] as const;
const PSE_DOCUMENT_TYPES = ['CC', 'CE', 'NIT', 'PP'] as const;

function readPse(fields: Fields): MethodInput {
  const bank = field(fields, 'pse-bank');
  if (!bank || !/^\d{1,10}$/.test(bank)) return { ok: false, message: 'Elige tu banco.' };
  const personType = field(fields, 'pse-person-type');
  if (personType !== '0' && personType !== '1') {
    return { ok: false, message: 'Elige si pagas como persona natural o jurídica.' };
  }
  const documentType = field(fields, 'pse-document-type') ?? '';
  if (!(PSE_DOCUMENT_TYPES as readonly string[]).includes(documentType)) {
    return { ok: false, message: 'Elige el tipo de documento.' };
  }
  const document = field(fields, 'pse-document') ?? '';
  if (!/^\d{5,15}$/.test(document)) {
    return { ok: false, message: 'El número de documento tiene entre 5 y 15 dígitos.' };
  }
  return {
    ok: true,
    paymentMethod: {
      type: 'PSE',
      user_type: Number(personType),
      user_legal_id_type: documentType,
      user_legal_id: document,
      financial_institution_code: bank,
    },
    status: PSE_OUTCOMES[bank] ?? 'ERROR',
  };
}

function readMethod(fields: Fields, now: Date): MethodInput {
  switch (field(fields, 'payment-method')) {
    case 'CARD':
      return readCard(fields, now);
    case 'NEQUI':
      return readNequi(fields);
    case 'PSE':
      return readPse(fields);
    default:
      return { ok: false, message: 'Elige cómo quieres pagar.' };
  }
}

// ---- HTML ----------------------------------------------------------------------------------

/** Pesos with cents only when there are any (Wompi amounts are in cents). */
function formatCents(amountInCents: number): string {
  const pesos = Math.floor(amountInCents / 100);
  const cents = amountInCents % 100;
  return cents === 0 ? formatCop(pesos) : `${formatCop(pesos)},${String(cents).padStart(2, '0')}`;
}

const dateFormat = new Intl.DateTimeFormat('es-CO', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Bogota',
});

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1f2a44;line-height:1.4}
.sandbox{background:#fff4d6;color:#6b4e00;text-align:center;font-size:13px;padding:8px 12px;border-bottom:1px solid #f1d58a}
main{max-width:460px;margin:32px auto;background:#fff;border-radius:14px;box-shadow:0 8px 30px rgba(31,42,68,.12);overflow:hidden}
header{display:flex;justify-content:space-between;align-items:center;padding:18px 24px;background:#1f2a44;color:#fff}
.brand{font-weight:800;font-size:22px;letter-spacing:.5px}
.brand span{color:#b0f2ae}
.badge{font-size:11px;text-transform:uppercase;background:#b0f2ae;color:#1f2a44;border-radius:999px;padding:3px 10px;font-weight:700}
.summary{padding:20px 24px;border-bottom:1px solid #e4e8f0}
.label{margin:0;color:#5b6785;font-size:13px}
.amount{margin:4px 0 10px;font-size:30px;font-weight:800}
.meta{margin:2px 0;font-size:13px;color:#5b6785;word-break:break-all}
.meta strong{color:#1f2a44}
form{padding:20px 24px 24px}
fieldset{border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px}
legend{font-weight:700;margin-bottom:10px;font-size:15px}
.tab-input{position:absolute;opacity:0;pointer-events:none}
.tab{flex:1;text-align:center;padding:10px 6px;border:1px solid #ccd3e0;border-radius:8px;cursor:pointer;font-weight:600;font-size:14px;background:#f7f9fc}
.tab-input:checked+.tab{border-color:#1f2a44;background:#1f2a44;color:#fff}
.tab-input:focus-visible+.tab{outline:3px solid #7aa7ff;outline-offset:2px}
.panel{display:none;flex-basis:100%;order:1;padding-top:14px}
#metodo-card:checked~.panel-card,#metodo-nequi:checked~.panel-nequi,#metodo-pse:checked~.panel-pse{display:block}
label.field{display:block;font-size:13px;font-weight:600;margin:10px 0 4px}
input[type=text],input[type=tel],select{width:100%;padding:10px 12px;border:1px solid #ccd3e0;border-radius:8px;font-size:15px;background:#fff}
input:focus,select:focus{outline:2px solid #7aa7ff;border-color:#7aa7ff}
.row{display:flex;gap:12px}.row>div{flex:1}
.hint{font-size:12px;color:#5b6785;margin:6px 0 0}
.pay{width:100%;margin-top:20px;padding:14px;border:0;border-radius:10px;background:#23804a;color:#fff;font-size:17px;font-weight:700;cursor:pointer}
.pay:hover{background:#1b6a3c}
.error{margin:0 24px;margin-top:16px;padding:10px 12px;border-radius:8px;background:#fde8e8;color:#8a1c1c;font-size:14px}
.problem{padding:28px 24px}
.problem h1{font-size:20px;margin:0 0 10px}
.problem p{margin:0 0 8px;color:#3c4763}
.status-APPROVED{color:#23804a}.status-DECLINED,.status-ERROR,.status-VOIDED{color:#b42318}
details{margin:0 24px 24px;font-size:13px;color:#3c4763}
details ul{padding-left:18px;margin:8px 0 0}
footer{text-align:center;font-size:12px;color:#5b6785;padding:0 0 24px}
`;

function shell(title: string, content: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Wompi (simulador)</title>
<style>${STYLE}</style>
</head>
<body>
<div class="sandbox">Simulador de Wompi · entorno de pruebas: ningún pago es real.</div>
<main>
<header><div class="brand">wom<span>pi</span></div><div class="badge">Sandbox</div></header>
${content}
</main>
<footer>Pagos procesados por el simulador local de Wompi</footer>
</body>
</html>`;
}

function problemPage(problem: PageProblem): string {
  return shell(
    problem.title,
    `<section class="problem"><h1>${escapeHtml(problem.title)}</h1><p>${escapeHtml(problem.message)}</p></section>`,
  );
}

function hiddenInputs(fields: Fields): string {
  return CHECKOUT_KEYS.map((key) => {
    const value = field(fields, key);
    return value === undefined
      ? ''
      : `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`;
  }).join('\n');
}

interface FormState {
  error?: string;
  /** Echoed back after an error; the card number and CVC never are. */
  fields?: Fields;
}

function checkoutPage(checkout: CheckoutFields, fields: Fields, state: FormState = {}): string {
  const previous = state.fields ?? {};
  const value = (key: string) => escapeHtml(field(previous, key) ?? '');
  const method = field(previous, 'payment-method') ?? 'CARD';
  const checked = (name: PaymentMethodType) => (method === name ? ' checked' : '');
  const selected = (key: string, option: string) =>
    field(previous, key) === option ? ' selected' : '';
  const amount = escapeHtml(formatCents(checkout.amountInCents));
  const installments = Array.from({ length: 36 }, (_, index) => String(index + 1))
    .map((n) => `<option value="${n}"${selected('installments', n)}>${n}</option>`)
    .join('');
  const banks = PSE_BANKS.map(
    (bank) =>
      `<option value="${bank.code}"${selected('pse-bank', bank.code)}>${escapeHtml(bank.name)}</option>`,
  ).join('');
  const documentTypes = PSE_DOCUMENT_TYPES.map(
    (type) => `<option value="${type}"${selected('pse-document-type', type)}>${type}</option>`,
  ).join('');

  return shell(
    'Paga tu compra',
    `<section class="summary">
<p class="label">Total a pagar</p>
<p class="amount">${amount}</p>
<p class="meta">Referencia: <strong>${escapeHtml(checkout.reference)}</strong></p>
${checkout.customerEmail ? `<p class="meta">Correo: <strong>${escapeHtml(checkout.customerEmail)}</strong></p>` : ''}
${checkout.expiresAt ? `<p class="meta">Disponible hasta: <strong>${escapeHtml(dateFormat.format(checkout.expiresAt))}</strong></p>` : ''}
</section>
${state.error ? `<p class="error" role="alert">${escapeHtml(state.error)}</p>` : ''}
<form method="post" action="${SIMULATOR_PAY_PATH}" autocomplete="off">
${hiddenInputs(fields)}
<fieldset>
<legend>Elige tu medio de pago</legend>
<input class="tab-input" type="radio" name="payment-method" id="metodo-card" value="CARD"${checked('CARD')}>
<label class="tab" for="metodo-card">Tarjeta</label>
<input class="tab-input" type="radio" name="payment-method" id="metodo-nequi" value="NEQUI"${checked('NEQUI')}>
<label class="tab" for="metodo-nequi">Nequi</label>
<input class="tab-input" type="radio" name="payment-method" id="metodo-pse" value="PSE"${checked('PSE')}>
<label class="tab" for="metodo-pse">PSE</label>

<div class="panel panel-card">
<label class="field" for="card-number">Número de la tarjeta</label>
<input type="text" id="card-number" name="card-number" inputmode="numeric" placeholder="4242 4242 4242 4242" maxlength="23">
<label class="field" for="card-holder">Nombre en la tarjeta</label>
<input type="text" id="card-holder" name="card-holder" value="${value('card-holder')}" maxlength="60">
<div class="row">
<div><label class="field" for="card-expiry">Vencimiento (MM/AA)</label>
<input type="text" id="card-expiry" name="card-expiry" value="${value('card-expiry')}" placeholder="12/29" maxlength="7"></div>
<div><label class="field" for="card-cvc">CVC</label>
<input type="text" id="card-cvc" name="card-cvc" inputmode="numeric" placeholder="123" maxlength="4"></div>
</div>
<label class="field" for="installments">Cuotas</label>
<select id="installments" name="installments">${installments}</select>
</div>

<div class="panel panel-nequi">
<label class="field" for="nequi-phone">Número de celular Nequi</label>
<input type="tel" id="nequi-phone" name="nequi-phone" value="${value('nequi-phone')}" inputmode="numeric" placeholder="3991111111" maxlength="10">
<p class="hint">Recibirás una notificación en tu app Nequi para aceptar el pago.</p>
</div>

<div class="panel panel-pse">
<label class="field" for="pse-person-type">Tipo de persona</label>
<select id="pse-person-type" name="pse-person-type">
<option value="0"${selected('pse-person-type', '0')}>Natural</option>
<option value="1"${selected('pse-person-type', '1')}>Jurídica</option>
</select>
<label class="field" for="pse-bank">Banco</label>
<select id="pse-bank" name="pse-bank">${banks}</select>
<div class="row">
<div><label class="field" for="pse-document-type">Tipo de documento</label>
<select id="pse-document-type" name="pse-document-type">${documentTypes}</select></div>
<div><label class="field" for="pse-document">Número de documento</label>
<input type="text" id="pse-document" name="pse-document" value="${value('pse-document')}" inputmode="numeric" maxlength="15"></div>
</div>
<p class="hint">Te llevaremos a la página de tu banco para autorizar el pago.</p>
</div>
</fieldset>
<button class="pay" type="submit">Pagar ${amount}</button>
</form>
<details>
<summary>Datos de prueba</summary>
<ul>
<li>Tarjeta 4242 4242 4242 4242: aprobada; 4111 1111 1111 1111: rechazada; otra: error.</li>
<li>Nequi 3991111111: aprobada; 3992222222: rechazada.</li>
<li>PSE: el banco 1 aprueba, el banco 2 rechaza.</li>
</ul>
</details>`,
  );
}

const RESULT_TITLES: Record<PaymentStatus, string> = {
  PENDING: 'Pago pendiente',
  APPROVED: 'Pago aprobado',
  DECLINED: 'Pago rechazado',
  VOIDED: 'Pago anulado',
  ERROR: 'Error en el pago',
};

/** Shown when the store gave no redirect-url: Wompi then keeps the buyer on its own page. */
function resultPage(transaction: WompiTransaction): string {
  const title = RESULT_TITLES[transaction.status];
  return shell(
    title,
    `<section class="problem"><h1 class="status-${transaction.status}">${escapeHtml(title)}</h1>
<p>Referencia: <strong>${escapeHtml(transaction.reference)}</strong></p>
<p>Transacción: <strong>${escapeHtml(transaction.id)}</strong></p>
<p>Monto: <strong>${escapeHtml(formatCents(transaction.amount_in_cents))}</strong></p></section>`,
  );
}

/**
 * The page's own CSP: no script at all, inline styles, and a form that may post here and then be
 * redirected to the store's return page (browsers check form-action on that redirect too).
 */
export function sendHtml(
  reply: FastifyReply,
  statusCode: number,
  html: string,
  redirectUrl?: string,
): FastifyReply {
  const returnOrigin =
    redirectUrl && isHttpUrl(redirectUrl) ? ` ${new URL(redirectUrl).origin}` : '';
  return reply
    .status(statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${returnOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .send(html);
}

/** Reads the checkout form's url-encoded posts, in the simulator's own scope only. */
export function acceptFormPosts(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

function returnUrl(redirectUrl: string, transactionId: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('id', transactionId);
  url.searchParams.set('env', 'test');
  return url.toString();
}

export function fieldsOf(value: unknown): Fields {
  return typeof value === 'object' && value !== null ? (value as Fields) : {};
}

/** What the simulator's pages need from the app. */
export interface WompiSimulatorRoutesOptions {
  config: WompiConfig;
  /** The app's gateway: when it is the simulator, the pages and the gateway share one store. */
  gateway: WompiGateway | undefined;
  now: () => Date;
}

/**
 * Serves the simulator (demo mode only; app.ts registers it when `config.wompi.simulator`). Uses
 * the app's gateway when it is the simulator, so the pages and the gateway share one store.
 */
export async function wompiSimulatorRoutes(
  app: FastifyInstance,
  { config, gateway, now }: WompiSimulatorRoutesOptions,
): Promise<void> {
  const simulator = gateway instanceof WompiSimulator ? gateway : new WompiSimulator(config, now);
  /** Transactions whose event leaves once the buyer's redirect has been answered. */
  const pendingEvents = new WeakMap<FastifyRequest, WompiTransaction>();

  // A scope of its own: only the simulator's form is url-encoded, the API stays JSON.
  await app.register((scope, _options, done) => {
    acceptFormPosts(scope);

    scope.get(SIMULATOR_CHECKOUT_PATH, { schema: { hide: true } }, (request, reply) => {
      const fields = fieldsOf(request.query);
      const read = readCheckout(fields, config, now());
      if (!read.ok) return sendHtml(reply, read.problem.statusCode, problemPage(read.problem));
      if (simulator.hasApprovedPayment(read.checkout.reference)) {
        return sendHtml(reply, 409, problemPage(ALREADY_PAID));
      }
      return sendHtml(reply, 200, checkoutPage(read.checkout, fields), read.checkout.redirectUrl);
    });

    scope.post(
      SIMULATOR_PAY_PATH,
      {
        schema: { hide: true },
        onResponse: (request, _reply, hookDone) => {
          const transaction = pendingEvents.get(request);
          if (transaction) simulator.deliver(app, transaction);
          hookDone();
        },
      },
      (request, reply) => {
        const fields = fieldsOf(request.body);
        const at = now();
        const read = readCheckout(fields, config, at);
        if (!read.ok) return sendHtml(reply, read.problem.statusCode, problemPage(read.problem));
        const { checkout } = read;
        if (simulator.hasApprovedPayment(checkout.reference)) {
          return sendHtml(reply, 409, problemPage(ALREADY_PAID));
        }
        const method = readMethod(fields, at);
        if (!method.ok) {
          return sendHtml(
            reply,
            400,
            checkoutPage(checkout, fields, { error: method.message, fields }),
            checkout.redirectUrl,
          );
        }
        const transaction = simulator.record(checkout, method.paymentMethod, method.status);
        pendingEvents.set(request, transaction);
        request.log.info(
          {
            transactionId: transaction.id,
            reference: transaction.reference,
            status: transaction.status,
            method: transaction.payment_method_type,
          },
          'wompi simulator: payment recorded',
        );
        if (!checkout.redirectUrl) return sendHtml(reply, 200, resultPage(transaction));
        return reply.redirect(returnUrl(checkout.redirectUrl, transaction.id), 303);
      },
    );

    scope.get(
      `${SIMULATOR_API_PATH}/transactions/:id`,
      { schema: { hide: true } },
      (request, reply) => {
        const { id } = request.params as { id: string };
        const data = simulator.transactionBody(id);
        if (!data) {
          // Wompi's own shape for an unknown transaction.
          return reply.status(404).send({
            error: { type: 'NOT_FOUND_ERROR', reason: 'La entidad solicitada no existe' },
          });
        }
        return { data, meta: {} };
      },
    );
    done();
  });
}
