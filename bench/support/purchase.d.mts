/** The fields of a cart line (`POST /v2/cart/syncCart`) a checkout body is built from. */
export interface PurchasedLine {
  product_id: number;
  quantity: number;
  taxed_price: number;
  /** The supplier's user uuid. */
  supplier: { id: string };
}

export function checkoutBody(
  cart: readonly PurchasedLine[],
  addressId: number,
): {
  items: { productId: number; quantity: number; taxedPrice: number }[];
  addressId: number;
  recipient: { name: string; lastname: string; phone: string };
  carriers: { supplierId: string; carrierName: string }[];
  billingInformation: {
    type: string;
    first_name: string;
    last_name: string;
    legal_document_type_id: number;
    identification_code: string;
  };
};
