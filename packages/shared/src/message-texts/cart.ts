/** The cart, shipping and checkout (part 2 §2.7, §8). */
// Cart, shipping and checkout (part 2 §2.7, §8).
export const cartStockExceeded =
  'La cantidad solicitada para el producto {name} no está disponible en el stock. Solo hay {n} unidades disponibles.';
export const cartItemsRemoved =
  'Algunos productos no están disponibles en la cantidad que solicitaste, por favor revisa tu carrito';
export const cartEmpty = 'Tu carrito está vacío';
export const reservedUnitsExceeded =
  'Puedes comprar máximo {n} unidades en un mismo pedido. Para una compra más grande, comunícate con nosotros.';
export const cartItemAdded = 'Producto agregado al carrito';
export const cartBuyersOnly =
  'Solo los clientes y diseñadores pueden comprar productos. Para pagar, ingresa con una cuenta de cliente o de diseñador.';
export const paymentPending = 'Estamos confirmando tu pago…';
export const carrierUnavailable =
  'Empresa transportadora no disponible o datos de envío incorrectos';
export const carriersLoadFailed = 'No se pudieron cargar las empresas transportadoras';
export const shippingCostNotFound = 'No se encontró el costo de envío';
export const carriersNotFound = 'No se encontraron empresas transportadoras';
