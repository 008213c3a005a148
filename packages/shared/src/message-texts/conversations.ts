/** Sales consultancy, chat, video calls and advisers (part 1 §2, §5, §7; part 2 §4, §5, §8). */
import { LIMITS } from '../limits.js';

// Sales consultancy and chat (part 1 §5, part 2 §5 Chat, §8 Chat).
export const chatMessageRequired = 'Debe enviar un mensaje o un archivo.';
export const chatMessageMax = `El mensaje debe tener máximo ${LIMITS.chatMessageMaxLength} caracteres`;
export const chatSendFailed = 'Ocurrió un error al enviar el mensaje';
export const chatClosed = 'Esta asesoría ya finalizó: no se pueden enviar más mensajes';
export const reminderSent = 'Notificación enviada... puedes enviar otra alerta en 5 minutos';
export const reminderTooSoon =
  'Espera un momento: debes esperar 5 minutos antes de enviar otra notificación.';
export const consultancyFinished = 'La asesoría ha finalizado';
export const knockAlert = '{name} te está esperando en el chat';
/** The notification bell's empty panel (part 2 §4 Notification). */
export const notificationsEmpty = 'No tienes notificaciones';
/** The first message a client's empty chat offers (part 2 §4 Chat), with the page's link. */
export const chatInterestMessage = 'Hola, estoy interesado(a) en este producto: {link}';

// Video call (part 1 §2 Video call, §7).
export const videoCallAlone = 'Los mensajes serán enviados cuando se conecten otros usuarios';
export const videoCallClosed = 'La asesoría ha finalizado: la videollamada ya no está disponible';
export const videoCallFull = 'La videollamada ya tiene dos participantes';
export const videoCallExpired = 'El acceso a la videollamada venció: vuelve a intentarlo';
export const videoCallNotJoined = 'Primero debes unirte a la videollamada';
export const videoCallMediaDenied =
  'No pudimos usar tu cámara o micrófono: revisa los permisos del navegador e intenta de nuevo';

// Advisers and their online status (part 2 §5 Advisor application, §8 Advisor, Online status).
export const adviserFirstNameMin = `El nombre debe tener mínimo ${LIMITS.advisorNameMinLength} caracteres`;
export const adviserLastNameMin = `El apellido debe tener mínimo ${LIMITS.advisorNameMinLength} caracteres`;
export const adviserProfileMax = `El perfil profesional debe tener máximo ${LIMITS.advisorProfileMaxLength} caracteres`;
export const adviserInstagramInvalid = `Escribe un usuario de Instagram de máximo ${LIMITS.advisorInstagramMaxLength} letras, números, puntos o guiones bajos (la @ es opcional)`;
export const adviserVideoUrlInvalid =
  'Escribe un enlace válido al video, por ejemplo: https://www.youtube.com/watch?v=abc123';
export const adviserDiplomaRequired = 'Por favor carga el diploma profesional';
export const adviserPortfolioRequired = 'Por favor carga al menos una imagen de portafolio';
export const adviserPortfolioMax = `Máximo se permiten ${LIMITS.advisorPortfolioMax} imágenes de portafolio`;
export const adviserCreated = 'Solicitud de asesor enviada con éxito';
export const adviserCreateFailed = 'Error al enviar la solicitud del asesor';
export const adviserRequestFailed =
  'Ocurrió un error al procesar la solicitud. Por favor, intenta nuevamente.';
export const adviserUpdated = 'El asesor ha sido modificado con éxito';
export const adviserStatusUpdateFailed = 'Error al actualizar el asesor';
export const adviserUpdateFailed = 'Error al modificar el asesor';
export const adviserDeleted = 'El asesor ha sido eliminado con éxito';
export const adviserDeleteFailed = 'Error al eliminar el asesor';
export const adviserDeleteTitle = 'Confirmar eliminación';
// The spec's body text is English; the screen shows its translation (decision 022).
export const adviserDeleteQuestion = '¿Estás seguro de que quieres eliminar este asesor?';
/** @public The spec's own wording, one import away for whoever prefers it (decision 022). */
export const adviserDeleteQuestionOriginal = 'Are you sure you want to delete this advisor';
export const adviserPasswordNotice =
  'Guarda la contraseña en un lugar seguro y compártela solo con el asesor: la necesitará para ingresar y no podrás volver a verla.';
export const onlineStatusUpdated = 'Estado de usuario actualizado correctamente';
export const onlineStatusUpdateFailed = 'Hubo un problema al actualizar el estado de usuario';
