/** Virtual consultancy (part 2 §2.3, §4, §8, §9; decision 027). */
import { LIMITS } from '../limits.js';

// Virtual consultancy (part 2 §2.3, §4 Virtual consultancy, §8, §9; decision 027).
export const designersNotFound = 'No se encontraron diseñadores';
export const virtualConsultancyCreateFailed = 'No se pudo crear la asesoría virtual';
export const virtualSpacesRange = `Elige entre 1 y ${LIMITS.virtualConsultancySpacesMax} espacios`;
export const virtualDesignerUnavailable =
  'Este diseñador no está disponible para asesorías virtuales';
/** Part 2 §8: the professional contacts the client within 24 hours of the payment. */
export const virtualPaymentApproved =
  'Tu pago ha sido exitoso. El profesional se comunicará contigo en las próximas 24 horas.';
export const virtualAlreadyPaid = 'Esta asesoría virtual ya está pagada';
export const virtualNotPaid = 'La asesoría virtual aún no ha sido pagada';
export const virtualAlreadyApproved = 'Esta asesoría virtual ya fue aprobada';
export const virtualNotApproved = 'La asesoría virtual aún no ha sido aprobada por el diseñador';
export const virtualFinished = 'Esta asesoría virtual ya terminó';
export const virtualNotFinished = 'La asesoría virtual aún no ha terminado';
export const virtualAlreadyRated = 'Ya calificaste esta asesoría virtual';
export const virtualApproved = 'Has aprobado la asesoría virtual #{hashid} exitosamente';
export const virtualFinishedToast = 'Has recibido la asesoría a satisfacción';
export const virtualRated = '¡Gracias por tu calificación!';
export const virtualFileUploaded = 'Archivo cargado con éxito';
export const virtualDesignApproved = 'Diseño aprobado con éxito';
export const virtualDesignOnlyDesigner = 'Solo el diseñador carga diseños y documentos legales';
export const virtualKnockSent = `Notificación enviada... puedes enviar otra alerta en ${LIMITS.knockCooldownMs / 60_000} minutos`;
export const virtualKnockTooSoon = `Espera un momento: debes esperar ${LIMITS.knockCooldownMs / 60_000} minutos antes de enviar otra notificación.`;
export const virtualKnockWhatsapp =
  'Hola {name}, {sender} te está esperando en el chat de tu asesoría virtual #{hashid}: {url}';
export const virtualApprovedWhatsapp =
  'Hola {name}, {designer} aprobó tu asesoría virtual #{hashid}. Ya puedes escribirle en el chat: {url}';
export const virtualFileWhatsapp =
  'Hola {name}, {sender} compartió el archivo {file} en tu asesoría virtual #{hashid}: {url}';
export const virtualPaidEmailSubject = 'Nueva asesoría virtual #{hashid} por aprobar';
export const virtualFinishedEmailSubject = 'Asesoría virtual #{hashid} terminada';
export const virtualEmptyPending = 'Aún no hay Asesorías Virtuales por aprobar';
export const virtualEmptyApproved = 'Aún no hay Asesorías Virtuales aprobadas';
export const virtualEmptyFinished = 'Aún no hay Asesorías Virtuales terminadas';
export const virtualEmptyClientPending = 'Aún no tienes Asesorías Virtuales pendientes de pago';
export const virtualEmptyClientPaid = 'Aún no tienes Asesorías Virtuales pagadas';
export const virtualWelcome =
  'Este es el espacio de trabajo de tu asesoría virtual. Escribe en el chat y comparte archivos con la otra parte; si necesitas su atención, usa el botón Tocar la puerta: le avisaremos por WhatsApp. Puedes volver a tocar cada 20 minutos.';
export const virtualWelcomeOk = 'OK,entiendo';
export const virtualReceived = 'Recibido a satisfacción';
export const ratingCommentMax = `El comentario debe tener máximo ${LIMITS.ratingCommentMaxLength} caracteres`;
export const ratingRange = 'La calificación debe estar entre 1 y 5';
export const virtualOnlyClients = 'Solo los clientes pueden solicitar una asesoría virtual';
export const virtualChooseDesigner = 'Elige un diseñador y el número de espacios para continuar';
