/** Remodelling: the process sheet, quotes, their payment, suppliers, lsh (part 2 §4, §5, §8). */
import { LIMITS } from '../limits.js';

// Remodelling: the process sheet, quotes, their payment, suppliers, lsh (part 2 §4, §5, §8).
export const remodelingCreated = 'Creamos la hoja de proceso #{hashid}';
export const remodelingSpacesRange = `Elige entre 1 y ${LIMITS.remodelingSpacesMax} espacios`;
export const remodelingDesignerUnavailable =
  'Este diseñador no está disponible para remodelaciones';
export const designerRequestOnlyClients =
  'Solo los clientes pueden solicitar una remodelación o una asesoría presencial';
export const remodelingFinished = 'Esta remodelación ya terminó';
export const remodelingNotFinished = 'La remodelación aún no ha terminado';
export const remodelingAlreadyRated = 'Ya calificaste esta remodelación';
export const remodelingInstallationInProgress =
  'La instalación aún está en proceso: podrás recibir la obra cuando termine';
export const remodelingReceived = 'Recibido a satisfacción';
export const remodelingFinishedToast = 'Has recibido la remodelación a satisfacción';
export const remodelingPaidMarked = 'Marcaste la remodelación #{hashid} como pagada';
export const remodelingPaidUnmarked = 'Quitaste la marca de pago de la remodelación #{hashid}';
export const stepNotEditable = 'Este paso no se puede editar';
export const stepStatusNotEditable = 'El estado de este paso no se puede editar';
export const stepDateNotEditable = 'La fecha de este paso no se puede editar';
export const stepStatusBackwards = 'Un paso no puede volver a un estado anterior';
export const stepUpdated = 'Paso actualizado exitosamente';
export const designUploaded = 'Diseño cargado exitosamente';
export const designApproved = 'Diseño aprobado exitosamente';
export const designAlreadyApproved = 'Este diseño ya fue aprobado';
export const documentUploaded = 'Documento cargado exitosamente';
export const quoteSent = 'Cotización enviada exitosamente';
export const quoteApproved = 'Cotización aprobada exitosamente';
export const quoteAlreadyApproved = 'Esta cotización ya fue aprobada';
export const quoteNotApproved = 'La cotización aún no ha sido aprobada';
export const quoteAlreadyPaid = 'Esta cotización ya fue pagada';
export const quoteUnitsUnavailable =
  'No hay unidades suficientes de {name}: solo hay {units} disponibles';
export const quoteProductUnavailable = 'El producto {name} ya no está disponible';
export const quoteNotComplementary =
  '{name} no es un producto complementario de las marcas cotizadas';
export const quoteNeedsArea = 'Escribe los m² de {name}';
export const quoteNeedsUnits = 'Escribe las unidades de {name}';
export const quoteEmpty = 'Agrega al menos un producto a la cotización';
export const quoteTooManyLines = `Una cotización puede tener máximo ${LIMITS.quoteLinesMax} productos`;
export const quoteNameRequired = 'Escribe un nombre para la cotización';
export const quoteShippingInvalid = 'El envío es un valor en pesos, sin puntos, de máximo {max}';
export const legacyQuantityInvalid =
  'La cantidad debe ser un número entero mayor o igual a {min} y máximo {max}';
export const selectAtLeastOneQuote = 'Selecciona al menos una cotización para pagar';
export const paymentTotalChanged =
  'El total a pagar cambió: vuelve a revisar las cotizaciones seleccionadas antes de pagar';
/** Part 2 §8: the remodelling checkout's own failure text. */
export const remodelingCheckoutError = 'Ha ocurrido un error';
export const noApprovedQuotes =
  'Aun no tienes presupuestos aprobados, por favor aprueba al menos uno en tu hoja de proceso para continuar.';
export const receiptDocumentNumber = `El número de documento debe tener máximo ${LIMITS.receiptDocumentNumberMaxLength} dígitos, sin puntos`;
export const installerNameRequired = 'Por favor escribe el nombre completo del instalador';
export const installerCedulaInvalid = 'Por favor escribe una cédula válida';
export const installerAdded = 'Instalador agregado exitosamente';
export const invoiceUploaded = '¡Has añadido tu factura exitosamente!';
export const policyUploaded = '¡Has añadido tu póliza exitosamente!';
export const trackingUrlInvalid = 'Por favor escribe un enlace válido que empiece por https://';
export const trackingAdded = 'Enlace de seguimiento agregado exitosamente';
export const trackingDeleted = 'Enlace de seguimiento eliminado exitosamente';
export const trackingTooMany = `Puedes agregar máximo ${LIMITS.trackingsPerSupplierMax} enlaces de seguimiento por cotización`;
export const remodelingStepWhatsapp =
  'Hola {name}, {designer} programó {step} de tu remodelación #{hashid} para el {date}: {url}';
export const remodelingDesignWhatsapp =
  'Hola {name}, {designer} cargó un diseño en tu hoja de proceso #{hashid}. Revísalo y apruébalo: {url}';
export const remodelingDesignApprovedWhatsapp =
  'Hola {name}, {client} aprobó un diseño de la remodelación #{hashid}: {url}';
export const remodelingQuoteWhatsapp =
  'Hola {name}, {designer} te envió la cotización {quote} en tu hoja de proceso #{hashid}: {url}';
export const remodelingQuoteApprovedWhatsapp =
  'Hola {name}, {client} aprobó la cotización {quote} de la remodelación #{hashid}: {url}';
export const remodelingTrackingWhatsapp =
  'Hola {name}, {supplier} agregó el seguimiento del envío de tu remodelación #{hashid}: {url}';
export const remodelingPaidSupplierEmailSubject =
  'Remodelación #{hashid}: tienes productos pagados por enviar';
export const remodelingPaidLshEmailSubject = 'Remodelación #{hashid}: orden pagada por instalar';
export const remodelingPaidDesignerEmailSubject =
  'Remodelación #{hashid}: tu cliente pagó cotizaciones';
export const remodelingPaymentRefundEmailSubject =
  'Remodelación #{hashid}: un pago aprobado no pudo aplicarse a sus cotizaciones, revisa su reembolso';
export const remodelingFinishedEmailSubject = 'Remodelación #{hashid} recibida a satisfacción';
export const remodelingRequestEmailSubject = 'Nueva remodelación #{hashid}';
export const remodelingRequestWhatsapp =
  'Hola {name}, {client} te pidió una remodelación en {city} ({spaces} espacio(s)). Mira la hoja de proceso #{hashid}: {url}';
export const remodelingRated = '¡Gracias por tu calificación!';
export const quoteNotPaid = 'La cotización aún no ha sido pagada';
export const designFileNotFound = 'Carga primero el archivo del diseño';
