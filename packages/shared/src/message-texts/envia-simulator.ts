/** The Envia simulator's label, tracking page and answers (demo mode). */
// The Envia simulator's label, tracking page and answers (demo mode), as Envia words them.
export const enviaLabelTitle = 'Guía de envío';
export const enviaTrackingTitle = 'Rastreo de envío';
export const enviaTrackingNumber = 'Número de guía';
export const enviaCarrier = 'Transportadora';
export const enviaOrigin = 'Origen';
export const enviaDestination = 'Destino';
export const enviaWeight = 'Peso facturado';
export const enviaEstimatedDelivery = 'Entrega estimada';
export const enviaSimulatorNotice =
  'Guía de prueba del simulador de Envia: no tiene validez ante la transportadora';
export const enviaGuideUnknown = 'No encontramos esa guía de envío';
export const enviaServiceGround = 'Envío terrestre';
export const enviaServiceExpress = 'Envío express';
export const enviaDeliveryEstimateOne = '1 día hábil';
export const enviaDeliveryEstimate = '{days} días hábiles';
export const enviaEventCreated = 'Guía generada';
export const enviaEventPickup = 'Recogido en la bodega del remitente';
export const enviaEventShipped = 'En tránsito hacia la ciudad de destino';
export const enviaEventOutForDelivery = 'En reparto';
export const enviaEventDelivered = 'Entregado';
export const labelNotAllowed = 'Solo puedes generar la guía de un pedido en preparación';
export const shipmentEmailSubject = 'Tu compra {orderNumber} va en camino';
export const shipmentEmailText =
  'Hola {name},\n\n{product} de tu compra {orderNumber} ya va en camino con {carrier}.';
export const shipmentEmailTracking = 'Sigue tu envío aquí: {url}';
export const shipmentEmailDetail = 'Mira el detalle de tu compra en {url}';
