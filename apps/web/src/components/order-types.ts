/**
 * The Orders API's shapes shared by the buyer's, the supplier's and the admin's order screens
 * (part 2 §3 Order, Suborder). Money is integer COP.
 */
import type { SuborderStatus } from '@hogarte/shared/schemas/commerce';

/** An uploaded PDF: a client or supplier invoice, or the admin's payment support. */
export interface OrderFile {
  id: number;
  url: string;
  filename: string;
}

/** A natural person or a company (part 2 §3 Order billingInformation). */
export interface BillingInformation {
  type: 'natural_person' | 'company';
  first_name?: string | null;
  last_name?: string | null;
  /** 1 cédula, otherwise passport. */
  legal_document_type_id?: number | null;
  identification_code?: string | null;
  company_name?: string | null;
  NIT?: string | null;
}

/** Who receives the parcel and where (part 2 §3 Order address). */
export interface OrderAddress {
  name: string;
  lastname: string;
  address: string;
  city: string;
  phone: string;
}

/** One product line of an order, prepared and shipped by its supplier. */
export interface Suborder {
  id: number;
  /** Empty when the API has none yet: it reads 'Por entregar'. */
  status: SuborderStatus | null;
  statusLabel?: string;
  product: {
    id: number;
    code: string | null;
    name: string;
    imageUrl: string | null;
    /** Unit price with IVA. */
    price: number;
    /** price × quantity. */
    amount: number;
    quantity: number;
  };
  productImageUrl: string | null;
  productName: string;
  created_at: string;
  trackUrl: string | null;
  trackingNumber: string | null;
  /** The shipping label's address. */
  label: string | null;
  review: { rating: number; comment: string } | null;
}

/** Suborders per status tab; Created is counted as Preparation (part 2 §4). */
export type SuborderCounts = Record<'Preparation' | 'Shipped' | 'Delivered' | 'Canceled', number>;

export interface Paged<Item> {
  items: Item[];
  pagination: {
    totalItems: number;
    totalPages: number;
    currentPage: number;
    itemsPerPage: number;
  };
}
