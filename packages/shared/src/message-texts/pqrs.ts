/** Petitions, complaints, claims and suggestions (PQRS) and their emails. */
import { LIMITS } from '../limits.js';

export const pqrsTypeRequired = 'Elige si es una petición, una queja, un reclamo o una sugerencia';
export const pqrsSubjectRequired = 'Escribe el asunto de tu solicitud';
export const pqrsSubjectMax = `El asunto debe tener máximo ${LIMITS.pqrsSubjectMaxLength} caracteres`;
export const pqrsTextRequired = 'Cuéntanos tu solicitud';
export const pqrsTextMax = `Tu solicitud debe tener máximo ${LIMITS.pqrsTextMaxLength} caracteres`;
export const pqrsAnswerRequired = 'Escribe la respuesta';
export const pqrsAnswerMax = `La respuesta debe tener máximo ${LIMITS.pqrsAnswerMaxLength} caracteres`;
export const pqrsOrderNotFound = 'No encontramos ese pedido entre tus compras';
export const pqrsStateInvalid = 'Elige un estado válido';
export const pqrsAlreadyAnswered = 'Esta solicitud ya fue respondida';
export const pqrsFiled =
  'Radicamos tu solicitud con el número {number}. Te responderemos a más tardar el {due}.';
export const pqrsInProgress = 'La solicitud quedó en trámite';
export const pqrsAnswered = 'Respuesta enviada al cliente';
export const pqrsEmptyClient = 'Aún no has radicado peticiones, quejas, reclamos ni sugerencias';
export const pqrsEmptyAdmin = 'No hay solicitudes con estos filtros';
export const pqrsFiledEmailSubject = 'Radicamos tu solicitud {number}';
export const pqrsNewEmailSubject = 'Nueva PQRS {number}: {type}';
export const pqrsAnsweredEmailSubject = 'Respondimos tu solicitud {number}';
