/** The supplier's shipping screen, payments, orders and the PDFs (part 2 §2.4–2.7, §8). */
import { LIMITS } from '../limits.js';

// The supplier's shipping screen (/proveedor/envios): its Envia account and the test quote.
export const enviaKeyMissing = 'Configura tu llave de Envia en Configuración para cotizar envíos';
export const enviaKeyRejected = 'Envia no aceptó tu llave: revísala en Configuración';
export const enviaUnreachable =
  'No pudimos comunicarnos con Envia, intenta de nuevo en unos minutos';
export const addressesNotFound = 'No se encontraron direcciones';
export const addressNotDeleted = 'No se pudo eliminar la dirección';
export const addressAdded = 'Dirección agregada con éxito';
export const addressUnknown = 'Selecciona una de tus direcciones de entrega';
export const carrierRequired =
  'Selecciona una empresa transportadora para los productos de {supplier}';
export const priceChanged =
  'El precio de {name} cambió de {before} a {after}. Revisa tu carrito antes de pagar.';
export const productUnavailable =
  'El producto {name} ya no está disponible, retíralo de tu carrito';
export const paymentDeclined =
  'Ha ocurrido un problema con tu transacción, por favor intentalo de nuevo más tarde o comunicate con nosotros.';
// The spec's approved text (part 2 §8) is the process sheet's: it speaks of a remodelling.
export const paymentApproved =
  'Tu pago ha sido exitoso, los productos para realizar tu remodelación están siendo preparados para su entrega.';
// A shop purchase's own (decision 014).
export const purchasePaymentApproved =
  'Tu pago ha sido exitoso, tus productos están siendo preparados para su envío. Puedes seguir tu compra en Mis compras.';
export const paymentNotConfigured = 'Esta tienda aún no recibe pagos en línea';
// The pay button is off at a total of 0 (part 2 §5); the API says why it refuses one.
export const nothingToPay = 'El total a pagar debe ser mayor a cero';
export const paymentEventRejected = 'El evento de pago no es válido';
export const paymentProviderUnavailable =
  'No pudimos consultar tu pago con Wompi en este momento, intenta de nuevo en unos minutos';
export const documentNumberInvalid = 'El número de documento debe tener solo dígitos, máximo 10';
export const lettersOnly = 'Escribe solo letras';

// Orders (part 2 §2.4–2.6, §8).
export const purchasesNone = 'TODAVÍA NO TIENES COMPRAS!';
export const purchasesNoMatch = '¡No hay compras que coincidan con la búsqueda!';
export const noPaymentSupport = 'Aún no existe un soporte';
export const invoiceAdded = '¡Has añadido tu factura exitosamente!';
export const reviewRequired = 'Escribe tu reseña';
export const reviewMax = `La reseña puede tener máximo ${LIMITS.reviewMaxLength} caracteres`;
export const reviewSaved = 'Gracias por calificar tu producto';
export const reviewAlreadyGiven = 'Ya calificaste este producto';
export const reviewNotDelivered = 'Podrás calificar este producto cuando lo recibas';
export const suborderTransitionInvalid = 'Este pedido no puede pasar a ese estado';
export const labelGenerated = 'Guía de envío generada';
export const labelAlreadyGenerated = 'Este pedido ya tiene guía de envío';
export const suborderStatusUpdated = 'Estado del pedido actualizado';
export const supplierPaymentUpdated = 'Pago al proveedor actualizado';
export const paymentSupportAdded = 'Soporte de pago cargado exitosamente';

// Every PDF the API renders (integrations/pdf/document.ts) numbers its pages in the footer.
export const pdfPageOf = 'Página {page} de {pages}';
