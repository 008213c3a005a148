/** Texts many calls and screens share: sessions, permissions, unknown paths, bad requests, limits. */
import { LIMITS } from '../limits.js';
import { HOUR_MS } from './units.js';

export const unauthorized = 'Tu sesión expiró, por favor ingresa de nuevo';
export const forbidden = 'No tienes permiso para realizar esta acción';
export const approvalRequired = 'Tu cuenta debe estar aprobada para realizar esta acción';
export const notFound = 'No encontramos lo que buscas';
export const routeNotFound = 'La ruta solicitada no existe';
export const invalidRequest = 'La solicitud tiene datos inválidos';
export const invalidCharacters = 'Contiene caracteres no permitidos';
// Why the admin's 'Activo'/'Público' switch cannot be turned on (decision 014).
export const visibilityPendingApplication = 'Se puede activar cuando la solicitud sea aprobada';
export const visibilityRejectedApplication = 'La solicitud fue rechazada';
export const visibilityMembershipExpired = 'Su membresía está vencida';
export const tooManyUnpaidOrders = `Hiciste varios pedidos sin pagar en las últimas ${LIMITS.unpaidOrdersWindowMs / HOUR_MS} horas. Paga tu pedido pendiente o inténtalo más tarde`;
export const demoMailboxLocalOnly =
  'El buzón de prueba solo se abre en el equipo donde corre la plataforma o con una cuenta de administrador';
export const malformedForm = 'No pudimos leer el formulario enviado, por favor inténtalo de nuevo';
export const payloadTooLarge = 'La solicitud es demasiado grande';
export const unexpected = 'Hubo un error. Por favor intentalo más tarde';
