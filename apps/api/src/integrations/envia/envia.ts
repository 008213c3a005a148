/**
 * Envia (shipping aggregator): the part of its documented contract the marketplace speaks, and
 * the gateway the services call. Every call carries the supplier's own key (`Bearer <key>`):
 * each supplier quotes and buys labels from its own Envia account.
 *
 * Shipping host: `POST /ship/rate/` (one carrier per call), `POST /ship/generate/`,
 * `POST /ship/generaltrack/`. Queries host: `GET /available-carrier/CO/0`.
 */

/**
 * A Colombian address as Envia wants it: `city` is the 8-digit DANE code (05001000 Medellín),
 * `state` the 2-letter department code (AN, DC, VC…), `country` always CO.
 */
export interface EnviaAddress {
  name?: string;
  company?: string;
  email?: string;
  phone?: string;
  street?: string;
  number?: string;
  district?: string;
  city: string;
  state: string;
  country: 'CO';
  postalCode?: string;
  reference?: string;
}

/** `amount` identical boxes, each of `weight` kg and `dimensions` cm. */
export interface EnviaPackage {
  content: string;
  amount: number;
  type: 'box';
  weight: number;
  dimensions: { length: number; width: number; height: number };
  weightUnit: 'KG';
  lengthUnit: 'CM';
  declaredValue?: number;
  insurance?: number;
}

export interface EnviaRateRequest {
  origin: EnviaAddress;
  destination: EnviaAddress;
  packages: EnviaPackage[];
  /** type 1: parcel. One carrier per call. */
  shipment: { type: 1; carrier: string; service?: string };
  settings: { currency: 'COP' };
}

export interface EnviaGenerateRequest extends Omit<EnviaRateRequest, 'settings'> {
  settings: {
    currency: 'COP';
    printFormat?: 'PDF';
    printSize?: string;
    comments?: string;
  };
}

/** One line of `{"meta":"rate","data":[…]}`. */
export interface EnviaRate {
  carrier: string;
  service: string;
  serviceDescription: string;
  /** Envia's own words for the transit time ("2 días hábiles"). */
  deliveryEstimate: string;
  deliveryDate?: { date: string; dateDifference: number; timeUnit: string };
  totalPrice: number;
  currency: string;
}

/** One line of `{"meta":"generate","data":[…]}`. */
export interface EnviaLabel {
  carrier: string;
  service: string;
  trackingNumber: string;
  trackUrl: string;
  /** The label's PDF URL. */
  label: string;
  shipmentId: number;
  totalPrice: number;
  currency?: string;
}

export interface EnviaTrackingEvent {
  event: string;
  description: string;
  location: string;
  date: string;
}

/** One line of `{"meta":"generaltrack","data":[…]}`. */
export interface EnviaTracking {
  trackingNumber: string;
  carrier: string;
  /** Created, Pickup, Shipped, Out for Delivery, Delivered… */
  status: string;
  trackUrl: string;
  estimatedDelivery?: string;
  eventHistory: EnviaTrackingEvent[];
}

/** One line of `GET /available-carrier/CO/0`'s `data`. */
export interface EnviaCarrier {
  name: string;
  description: string;
  country_code?: string;
  logo?: string;
}

export type EnviaFailure =
  /** Envia refused the key (401/403): the supplier's key is missing, wrong or revoked. */
  | 'unauthorized'
  /** Envia understood and said no (4xx, or `"meta":"error"`): no coverage, bad address… */
  | 'rejected'
  /** No usable answer: network, timeout, 5xx, or a body that is not Envia's shape. */
  | 'unavailable';

export class EnviaError extends Error {
  constructor(
    readonly failure: EnviaFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'EnviaError';
  }
}

/** What the services need from Envia; the HTTP adapter and the in-process simulator both give it. */
export interface EnviaGateway {
  carriers(key: string): Promise<EnviaCarrier[]>;
  /** Quotes one carrier (Envia rates one carrier per call); its services, cheapest first. */
  rate(key: string, request: EnviaRateRequest): Promise<EnviaRate[]>;
  generate(key: string, request: EnviaGenerateRequest): Promise<EnviaLabel>;
  track(key: string, trackingNumbers: string[]): Promise<EnviaTracking[]>;
}

/**
 * Envia's 2-letter code of each Colombian department, by its DIVIPOLA number (the first two
 * digits of a municipality code). These are Envia's own codes (its docs: AT Atlántico,
 * CN Cundinamarca), not ISO 3166-2's three letters.
 */
export const ENVIA_STATE_BY_DEPARTMENT: Readonly<Record<string, string>> = {
  '05': 'AN', // Antioquia
  '08': 'AT', // Atlántico
  '11': 'DC', // Bogotá, D.C.
  '13': 'BL', // Bolívar
  '15': 'BY', // Boyacá
  '17': 'CL', // Caldas
  '18': 'CA', // Caquetá
  '19': 'CU', // Cauca
  '20': 'CE', // Cesar
  '23': 'CO', // Córdoba
  '25': 'CN', // Cundinamarca
  '27': 'CH', // Chocó
  '41': 'HU', // Huila
  '44': 'LG', // La Guajira
  '47': 'MA', // Magdalena
  '50': 'ME', // Meta
  '52': 'NA', // Nariño
  '54': 'NS', // Norte de Santander
  '63': 'QU', // Quindío
  '66': 'RI', // Risaralda
  '68': 'SN', // Santander
  '70': 'SU', // Sucre
  '73': 'TO', // Tolima
  '76': 'VC', // Valle del Cauca
  '81': 'AR', // Arauca
  '85': 'CS', // Casanare
  '86': 'PU', // Putumayo
  '88': 'SA', // San Andrés, Providencia y Santa Catalina
  '91': 'AM', // Amazonas
  '94': 'GU', // Guainía
  '95': 'GA', // Guaviare
  '97': 'VA', // Vaupés
  '99': 'VI', // Vichada
};

/** Envia's department code of an 8-digit DANE (or 5-digit DIVIPOLA) municipality code. */
export function enviaState(municipalityCode: string): string | undefined {
  return ENVIA_STATE_BY_DEPARTMENT[municipalityCode.slice(0, 2)];
}
