/**
 * The supplier's shipping screen (`/proveedor/envios`, part 2 §2.5): its Envia account as Envia
 * answers for it, its warehouses as the origins of its shipments, the carriers it may ship with,
 * and a test quote. Everything goes through the one Envia adapter the checkout uses (`ctx.envia`),
 * with the supplier's own key, so what the screen shows is what its buyers will be quoted.
 */
import type {
  EnviaAccountState,
  SupplierShippingQuoteResult,
} from '@hogarte/shared/contracts/supplier-shipping';
import { MESSAGES } from '@hogarte/shared/messages';
import type { SupplierShippingQuoteInput } from '@hogarte/shared/schemas/supplier-shipping';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../http/auth.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import { EnviaError, type EnviaCarrier } from '../../integrations/envia/envia.js';
import { findCity } from '../lookups/cities.js';
import { enviaKey } from '../suppliers/suppliers.service.js';
import { findSupplierById, listWarehouses, type AddressRow } from './shipping.repository.js';
import { carrierView, enviaBox, enviaPlace, warehouseOrigin } from './shipping.service.js';

/** What the test box is declared to hold; Envia asks for a content on every package. */
const TEST_BOX_CONTENT = 'Cotización de prueba';

/** One carrier's answer for the test box: its price, or why it gave none. */
type CarrierAnswer =
  | { rate: SupplierShippingQuoteResult['rates'][number] }
  | { unquoted: SupplierShippingQuoteResult['unquoted'][number] };

interface EnviaAccount {
  state: EnviaAccountState;
  /** The carriers Envia offers the key; empty unless the state is `active`. */
  carriers: EnviaCarrier[];
}

/**
 * Asks Envia for the key's carriers: the one call that proves the key. Envia refusing it is an
 * answer the supplier must see, not a failure of this request.
 */
async function enviaAccount(ctx: AppContext, key: string | null): Promise<EnviaAccount> {
  if (!key) return { state: 'missing', carriers: [] };
  try {
    return { state: 'active', carriers: await ctx.envia.carriers(key) };
  } catch (error) {
    if (!(error instanceof EnviaError)) throw error;
    return { state: error.failure === 'unauthorized' ? 'invalid' : 'unavailable', carriers: [] };
  }
}

function originView(row: AddressRow) {
  const city = findCity({ id: row.cityCode });
  return {
    id: row.id,
    street_address: row.streetAddress,
    city: {
      code: row.cityCode,
      name: city?.name ?? row.cityName,
      department: city?.department ?? null,
    },
  };
}

async function shippingSupplier(ctx: AppContext, actor: Actor) {
  const supplier = await findSupplierById(ctx.db, actor.id);
  if (!supplier) throw notFound();
  return supplier;
}

/** `GET /v2/suppliers/shipping`: the account's state, the origins and the carriers. */
export async function supplierShipping(ctx: AppContext, actor: Actor) {
  const [supplier, warehouses, savedKey] = await Promise.all([
    shippingSupplier(ctx, actor),
    listWarehouses(ctx.db, actor.id),
    enviaKey(ctx, actor),
  ]);
  const account = await enviaAccount(ctx, supplier.enviaKey);
  return {
    account: {
      state: account.state,
      // Masked as the settings page shows it: the key itself never leaves the server.
      maskedKey: savedKey.enviaKey,
      simulator: ctx.config.envia.simulator,
    },
    origins: warehouses.map(originView),
    carriers: account.carriers.map(carrierView),
  };
}

/**
 * `POST /v2/suppliers/shipping/quote`: one box from one of the supplier's warehouses to a
 * municipality, priced by every carrier of its account. A carrier that will not take the box is
 * listed as unquoted; an account Envia refuses or cannot be asked about is a 4xx that says so.
 */
export async function quoteTestShipment(
  ctx: AppContext,
  actor: Actor,
  input: SupplierShippingQuoteInput,
): Promise<SupplierShippingQuoteResult> {
  const [supplier, warehouses] = await Promise.all([
    shippingSupplier(ctx, actor),
    listWarehouses(ctx.db, actor.id),
  ]);
  const warehouse = warehouses.find((row) => row.id === input.origin_id);
  // Another supplier's warehouse is nobody's to this one.
  if (!warehouse) {
    throw fieldError(404, 'WAREHOUSE_UNKNOWN', 'origin_id', MESSAGES.storageAddressUnknown);
  }
  const destination = enviaPlace(input.city);
  if (!destination) throw fieldError(400, 'UNKNOWN_CITY', 'city', MESSAGES.cityUnknown);
  const origin = warehouseOrigin(supplier, warehouse.streetAddress, warehouse.cityCode);
  if (!origin) {
    throw fieldError(422, 'WAREHOUSE_CITY_UNKNOWN', 'origin_id', MESSAGES.storageAddressUnknown);
  }

  const key = supplier.enviaKey;
  if (!key) throw new AppError(409, 'ENVIA_KEY_MISSING', MESSAGES.enviaKeyMissing);
  const account = await enviaAccount(ctx, key);
  if (account.state === 'invalid') {
    throw new AppError(422, 'ENVIA_KEY_INVALID', MESSAGES.enviaKeyRejected);
  }
  if (account.state === 'unavailable') {
    throw new AppError(422, 'ENVIA_UNAVAILABLE', MESSAGES.enviaUnreachable);
  }

  const box = enviaBox(TEST_BOX_CONTENT, 1, {
    kg: input.package_weight,
    length: input.package_length,
    width: input.package_width,
    height: input.package_height,
  });
  const answers = await Promise.all(
    account.carriers.map(async (carrier): Promise<CarrierAnswer> => {
      const named = carrierView(carrier);
      try {
        const rates = await ctx.envia.rate(key, {
          origin,
          destination,
          packages: [box],
          shipment: { type: 1, carrier: carrier.name },
          settings: { currency: 'COP' },
        });
        // The adapter answers a carrier's services cheapest first, and never none.
        const cheapest = rates[0] as (typeof rates)[number];
        const days = cheapest.deliveryDate?.dateDifference;
        return {
          rate: {
            ...named,
            service: cheapest.service,
            serviceDescription: cheapest.serviceDescription,
            // Envia may price in cents of a peso: shown, like charged, in whole pesos up.
            totalPrice: Math.ceil(cheapest.totalPrice),
            days: days === undefined ? null : Math.ceil(days),
            deliveryEstimate: cheapest.deliveryEstimate,
          },
        };
      } catch (error) {
        if (!(error instanceof EnviaError)) throw error;
        const reason = error.failure === 'rejected' ? 'rejected' : 'unavailable';
        return { unquoted: { ...named, reason } };
      }
    }),
  );
  return {
    rates: answers
      .flatMap((answer) => ('rate' in answer ? [answer.rate] : []))
      .sort((a, b) => a.totalPrice - b.totalPrice),
    unquoted: answers.flatMap((answer) => ('unquoted' in answer ? [answer.unquoted] : [])),
  };
}
