/**
 * A local PayU WebCheckout for demo mode and tests, served by this process under
 * /simulador/payu with the provider's contract (integrations.md): the gateway page receiving the
 * checkout form POST (its MD5 signature checked), a card form taking the sandbox's test cards as
 * the Wompi simulator does (4242… approves, 4111… declines, any other fails), then the signed
 * confirmation posted to our confirmation route and the browser sent to `responseUrl` with
 * PayU's query parameters.
 *
 * Like the Wompi simulator, the page plays PayU: its Spanish texts live here, it is plain HTML
 * with inline CSS and no script, and what it remembers (paid references) is in memory.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatCop } from '@hogarte/shared/money';
import type { PayuConfig } from '../../config.js';
import { escapeHtml } from '../../html.js';
import {
  acceptFormPosts,
  field,
  fieldsOf,
  isHttpUrl,
  readCard,
  sendHtml,
  type Fields,
} from '../wompi/simulator.js';
import { sameChecksum } from '../wompi/wompi.js';
import {
  centsOf,
  confirmationSign,
  newValue,
  PAYU_CONFIRMATION_PATH,
  PAYU_CURRENCY,
  payuSignature,
} from './payu.js';

export const PAYU_SIMULATOR_PATH = '/simulador/payu/ppp-web-gateway-payu/';
export const PAYU_SIMULATOR_PAY_PATH = '/simulador/payu/ppp-web-gateway-payu/pagar';

/** The form fields PayU reads (and the page carries to its payment step, hidden). */
const FORM_KEYS = [
  'merchantId',
  'accountId',
  'description',
  'referenceCode',
  'amount',
  'tax',
  'taxReturnBase',
  'currency',
  'signature',
  'test',
  'buyerEmail',
  'responseUrl',
  'confirmationUrl',
] as const;

interface CheckoutForm {
  referenceCode: string;
  description: string;
  amount: string;
  amountInCents: number;
  buyerEmail: string | undefined;
  responseUrl: string | undefined;
}

/** Checks the form as PayU does before showing its page: ours, complete and signed. */
function readForm(
  fields: Fields,
  config: PayuConfig,
): { ok: true; form: CheckoutForm } | { ok: false; message: string } {
  const referenceCode = field(fields, 'referenceCode');
  const amount = field(fields, 'amount');
  const amountInCents = amount === undefined ? undefined : centsOf(amount);
  const signature = field(fields, 'signature');
  const responseUrl = field(fields, 'responseUrl');
  if (field(fields, 'merchantId') !== config.merchantId) {
    return { ok: false, message: 'El comercio no existe en este entorno de pruebas.' };
  }
  if (field(fields, 'accountId') !== config.accountId) {
    return { ok: false, message: 'La cuenta del comercio no es válida.' };
  }
  if (!referenceCode || referenceCode.length > 255) {
    return { ok: false, message: 'Falta la referencia de la venta.' };
  }
  if (!amount || amountInCents === undefined || amountInCents <= 0) {
    return { ok: false, message: 'El valor de la venta no es válido.' };
  }
  if (field(fields, 'currency') !== PAYU_CURRENCY) {
    return { ok: false, message: 'La moneda debe ser COP.' };
  }
  if (responseUrl && !isHttpUrl(responseUrl)) {
    return { ok: false, message: 'La página de respuesta no es válida.' };
  }
  const expected = payuSignature(
    config.apiKey,
    config.merchantId,
    referenceCode,
    amount,
    PAYU_CURRENCY,
  );
  if (!signature || !sameChecksum(expected, signature)) {
    return { ok: false, message: 'La firma no corresponde a los datos de la venta.' };
  }
  return {
    ok: true,
    form: {
      referenceCode,
      description: field(fields, 'description') ?? '',
      amount,
      amountInCents,
      buyerEmail: field(fields, 'buyerEmail'),
      responseUrl,
    },
  };
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f2f4f3;color:#1d2b24;line-height:1.4}
.sandbox{background:#fff4d6;color:#6b4e00;text-align:center;font-size:13px;padding:8px 12px}
main{max-width:460px;margin:32px auto;background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.1);overflow:hidden}
header{padding:18px 24px;background:#a6c307;color:#1d2b24;font-weight:800;font-size:22px}
section{padding:20px 24px}
.amount{font-size:28px;font-weight:800;margin:4px 0 8px}
.meta{margin:2px 0;font-size:13px;color:#4d5c55;word-break:break-all}
label{display:block;font-size:13px;font-weight:600;margin:10px 0 4px}
input[type=text]{width:100%;padding:10px 12px;border:1px solid #c9d1cd;border-radius:8px;font-size:15px}
.row{display:flex;gap:12px}.row>div{flex:1}
.pay{width:100%;margin-top:20px;padding:14px;border:0;border-radius:10px;background:#1d2b24;color:#fff;font-size:17px;font-weight:700;cursor:pointer}
.error{margin:0 24px;padding:10px 12px;border-radius:8px;background:#fde8e8;color:#8a1c1c;font-size:14px}
details{margin:0 24px 24px;font-size:13px}
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · PayU (simulador)</title>
<style>${STYLE}</style>
</head>
<body>
<div class="sandbox">Simulador de PayU · entorno de pruebas: ningún pago es real.</div>
<main>
<header>PayU</header>
${content}
</main>
</body>
</html>`;
}

function problemPage(message: string): string {
  return page(
    'No pudimos procesar la venta',
    `<section><h1>No pudimos procesar la venta</h1><p>${escapeHtml(message)}</p></section>`,
  );
}

function cardPage(form: CheckoutForm, fields: Fields, error?: string): string {
  const hidden = FORM_KEYS.map((key) => {
    const value = field(fields, key);
    return value === undefined
      ? ''
      : `<input type="hidden" name="${key}" value="${escapeHtml(value)}">`;
  }).join('\n');
  return page(
    'Paga tu compra',
    `<section>
<p class="meta">${escapeHtml(form.description)}</p>
<p class="amount">${escapeHtml(formatCop(form.amountInCents / 100))}</p>
<p class="meta">Referencia: <strong>${escapeHtml(form.referenceCode)}</strong></p>
</section>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<section>
<form method="post" action="${PAYU_SIMULATOR_PAY_PATH}" autocomplete="off">
${hidden}
<input type="hidden" name="payment-method" value="CARD">
<label for="card-number">Número de la tarjeta</label>
<input type="text" id="card-number" name="card-number" inputmode="numeric" placeholder="4242 4242 4242 4242" maxlength="23">
<label for="card-holder">Nombre en la tarjeta</label>
<input type="text" id="card-holder" name="card-holder" maxlength="60">
<div class="row">
<div><label for="card-expiry">Vencimiento (MM/AA)</label>
<input type="text" id="card-expiry" name="card-expiry" placeholder="12/29" maxlength="7"></div>
<div><label for="card-cvc">CVC</label>
<input type="text" id="card-cvc" name="card-cvc" inputmode="numeric" placeholder="123" maxlength="4"></div>
</div>
<button class="pay" type="submit">Pagar</button>
</form>
</section>
<details><summary>Datos de prueba</summary>
<p>Tarjeta 4242 4242 4242 4242: aprobada; 4111 1111 1111 1111: rechazada; otra: error.</p>
</details>`,
  );
}

/** PayU's states by the sandbox's outcome: approved 4, declined 6 (a failed card too). */
const STATE_OF = { APPROVED: '4', DECLINED: '6', ERROR: '6', VOIDED: '6', PENDING: '7' } as const;
const LAP_STATE = { '4': 'APPROVED', '6': 'DECLINED', '7': 'PENDING' } as const;

export interface PayuSimulatorRoutesOptions {
  config: PayuConfig;
  now: () => Date;
}

/** Serves the simulator (demo mode only; app.ts registers it when `config.payu.simulator`). */
export async function payuSimulatorRoutes(
  app: FastifyInstance,
  { config, now }: PayuSimulatorRoutesOptions,
): Promise<void> {
  /** References PayU approved: a second payment of one is refused, as PayU does. */
  const approved = new Set<string>();

  await app.register((scope, _options, done) => {
    acceptFormPosts(scope);

    scope.post(PAYU_SIMULATOR_PATH, { schema: { hide: true } }, (request, reply) => {
      const fields = fieldsOf(request.body);
      const read = readForm(fields, config);
      if (!read.ok) return sendHtml(reply, 400, problemPage(read.message));
      if (approved.has(read.form.referenceCode)) {
        return sendHtml(reply, 409, problemPage('Esta referencia ya tiene un pago aprobado.'));
      }
      return sendHtml(reply, 200, cardPage(read.form, fields), read.form.responseUrl);
    });

    scope.post(PAYU_SIMULATOR_PAY_PATH, { schema: { hide: true } }, async (request, reply) => {
      const fields = fieldsOf(request.body);
      const read = readForm(fields, config);
      if (!read.ok) return sendHtml(reply, 400, problemPage(read.message));
      const { form } = read;
      if (approved.has(form.referenceCode)) {
        return sendHtml(reply, 409, problemPage('Esta referencia ya tiene un pago aprobado.'));
      }
      const card = readCard(fields, now());
      if (!card.ok) {
        return sendHtml(reply, 400, cardPage(form, fields, card.message), form.responseUrl);
      }
      const state = STATE_OF[card.status];
      if (state === '4') approved.add(form.referenceCode);
      const transactionId = randomUUID();
      const value = newValue(form.amountInCents);
      // The response page's signature is the confirmation's: one formula over the same state.
      const sign = confirmationSign(
        config.apiKey,
        config.merchantId,
        form.referenceCode,
        value,
        PAYU_CURRENCY,
        state,
      );
      const confirmation = {
        merchant_id: config.merchantId,
        reference_sale: form.referenceCode,
        value,
        currency: PAYU_CURRENCY,
        state_pol: state,
        response_message_pol: LAP_STATE[state],
        sign,
        transaction_id: transactionId,
        payment_method_type: '2',
        transaction_date: now().toISOString(),
        email_buyer: form.buyerEmail ?? '',
        test: '1',
      };
      // PayU confirms to the store's server before the buyer lands on its response page.
      const confirmed = await app.inject({
        method: 'POST',
        url: PAYU_CONFIRMATION_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(confirmation).toString(),
      });
      if (confirmed.statusCode !== 200) {
        request.log.warn(
          { statusCode: confirmed.statusCode, reference: form.referenceCode },
          'payu simulator: the confirmation was refused',
        );
      }
      if (!form.responseUrl) {
        return sendHtml(
          reply,
          200,
          page('Resultado', `<section><h1>${LAP_STATE[state]}</h1></section>`),
        );
      }
      const back = new URL(form.responseUrl);
      const query = {
        merchantId: config.merchantId,
        referenceCode: form.referenceCode,
        TX_VALUE: value,
        currency: PAYU_CURRENCY,
        transactionState: state,
        lapTransactionState: LAP_STATE[state],
        polTransactionState: state,
        message: LAP_STATE[state],
        transactionId,
        reference_pol: transactionId.slice(0, 8),
        buyerEmail: form.buyerEmail ?? '',
        lapPaymentMethod: 'VISA',
        signature: sign,
      };
      for (const [key, entry] of Object.entries(query)) back.searchParams.set(key, entry);
      return reply.redirect(back.toString(), 303);
    });
    done();
  });
}
