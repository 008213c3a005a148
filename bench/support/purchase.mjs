/**
 * What the checkout screen posts for a synced cart (the API's cart lines): the purchase a
 * simulated buyer makes, in the checkout bench and in the crash-safety journey alike.
 */
export function checkoutBody(cart, addressId) {
  return {
    items: cart.map((item) => ({
      productId: item.product_id,
      quantity: item.quantity,
      taxedPrice: item.taxed_price,
    })),
    addressId,
    recipient: { name: 'Comprador', lastname: 'Prueba', phone: '3001234567' },
    carriers: [...new Set(cart.map((item) => item.supplier.id))].map((supplierId) => ({
      supplierId,
      carrierName: 'servientrega',
    })),
    billingInformation: {
      type: 'natural_person',
      first_name: 'Comprador',
      last_name: 'Prueba',
      legal_document_type_id: 1,
      identification_code: '1020304050',
    },
  };
}
