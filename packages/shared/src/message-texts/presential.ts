/** Presential consultancy (part 1 §2, §4; part 2 §2.2, §8; decision 030). */
import { LIMITS } from '../limits.js';

// Presential consultancy (part 1 §2 Designer area, §4; part 2 §2.2, §8; decision 030).
export const presentialRequested =
  'Enviamos tu solicitud de asesoría presencial. Tu diseñador(a) la revisará y te contactará.';
export const presentialApproved = 'Has aprobado la remodelación #{hashid} exitosamente';
export const presentialRejected = 'Has rechazado la remodelación #{hashid} exitosamente';
export const presentialAlreadyDecided = 'Esta solicitud ya fue aprobada o rechazada';
export const presentialNotApproved = 'Tu diseñador(a) aún no ha aprobado esta asesoría';
export const presentialClientMismatch = 'El cliente no corresponde a esta solicitud';
export const presentialDesignsAlreadyPaid = 'Ya pagaste los diseños de esta asesoría';
export const presentialDesignsPaid =
  'Tu pago ha sido exitoso. Tu diseñador(a) continuará con los diseños de tu asesoría.';
export const presentialMissingData = 'Por favor completa los datos faltantes (*)';
export const presentialProductUnavailable =
  'El producto que quieres comprar no está disponible. Revisa con tu diseñador(a)/arquitecto(a)';
export const presentialDepositApplied = 'Abono del pago de diseños';
export const presentialDepositUsed = 'El abono de tus diseños ya se usó en otro pago';
export const presentialPreferredDatesInvalid = 'Elige entre una y tres fechas a partir de mañana';
export const presentialNotesMax = `Tus notas deben tener máximo ${LIMITS.presentialNotesMaxLength} caracteres`;
export const presentialEmptyClient = 'Aún no has solicitado asesorías presenciales';
export const presentialRequestEmailSubject = 'Nueva solicitud de asesoría presencial #{hashid}';
export const presentialRequestWhatsapp =
  'Hola {name}, {client} te pidió una asesoría presencial en {city}. Revísala en Mis clientes: {url}';
export const presentialDecisionEmailSubject = 'Tu asesoría presencial #{hashid}';
export const presentialQuoteWhatsapp =
  'Hola {name}, tu diseñador(a) te envió la cotización {quote} de tu asesoría presencial: {url}';
export const presentialDesignerUnavailable =
  'Este diseñador no está disponible para asesorías presenciales';
export const presentialDecisionApproved =
  '{designer} aprobó tu solicitud de asesoría presencial #{hashid}. Te contactará para agendar la visita.';
export const presentialDecisionRejected =
  '{designer} no puede atender tu solicitud de asesoría presencial #{hashid}. Puedes pedirla a otro diseñador(a).';
export const presentialStepWhatsapp =
  'Hola {name}, {designer} programó {step} de tu asesoría presencial #{hashid} para el {date}: {url}';
export const presentialDesignWhatsapp =
  'Hola {name}, {designer} cargó un diseño en tu asesoría presencial #{hashid}: {url}';
export const presentialQuoteEmailSubject =
  'Asesoría presencial #{hashid}: tienes una cotización nueva';
export const presentialQuoteApprovedWhatsapp =
  'Hola {name}, {client} aprobó la cotización {quote} de la asesoría presencial #{hashid}: {url}';
export const presentialTrackingWhatsapp =
  'Hola {name}, tus productos de la asesoría presencial #{hashid} van en camino: {url}';
export const supplierReceiptDeleted = 'Factura eliminada exitosamente';
export const supplierReceiptNotPaid = 'La cotización debe estar pagada para cargar tu factura';
export const presentialDesignsPaidEmailSubject =
  'Asesoría presencial #{hashid}: tu cliente pagó los diseños';
export const presentialPaidSupplierEmailSubject =
  'Asesoría presencial #{hashid}: tienes productos pagados por enviar';
export const presentialPaidDesignerEmailSubject =
  'Asesoría presencial #{hashid}: tu cliente pagó cotizaciones';
export const presentialPaymentRefundEmailSubject =
  'Asesoría presencial #{hashid}: un pago aprobado no pudo aplicarse, revisa su reembolso';
