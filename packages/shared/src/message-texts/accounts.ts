/**
 * Sign-up, sign-in, passwords, applications, memberships and approvals (part 1 §2, part 2 §2.1, §8).
 */
import { LIMITS } from '../limits.js';
import { HOUR_MS, MAX_FILE_MB } from './units.js';

export const required = 'Recuerda llenar este campo';
export const emailInvalid = 'Por favor revisa el formato de tu correo';
export const phoneInvalid = `El número celular debe ser de ${LIMITS.phoneDigits} dígitos`;
export const cedulaInvalid = `La cédula debe tener entre ${LIMITS.cedulaMinDigits} y ${LIMITS.cedulaMaxDigits} dígitos`;
export const nitInvalid = `El NIT debe tener ${LIMITS.nitDigits} dígitos`;
export const passwordsDoNotMatch = 'Las contraseñas no coinciden';

export const passwordLowercase = 'Al menos una letra minúscula';
export const passwordUppercase = 'Al menos una letra mayúscula';
export const passwordSpecial = 'Al menos un caracter especial';
export const passwordNumber = 'Al menos un número';
export const passwordLength = `Debe ser al menos ${LIMITS.passwordMinLength} caracteres`;
export const passwordChangeSpecial = 'Al menos un caracter especial (@$!%*?&)';

export const recoveryEmailInvalid = 'Por favor escribe un correo válido';
export const recoveryEmailRequired = 'Por favor escribe un correo';
export const newPasswordMin = `La contraseña debe tener mínimo ${LIMITS.passwordMinLength} caracteres`;
export const newPasswordRequired = 'Por favor escribe una contraseña';
export const confirmPasswordRequired = 'Por favor confirma tu contraseña';
export const checkYourEmail = 'Revisa tu correo';
export const allSet = 'Todo listo';
export const resetLinkExpired = 'El link de recuperación de contraseña ha expirado';
export const resetLinkReminder = `Recuerda que el link de recuperación de contraseña expira en ${LIMITS.passwordResetTtlMs / HOUR_MS} hora`;

export const loginFailed = 'El correo o la contraseña son incorrectos';
export const loginGeneric = 'No pudimos iniciar sesión, por favor intenta de nuevo';
export const registerGeneric = 'No pudimos crear tu cuenta, por favor intenta de nuevo';
export const tooManyAttempts = 'Demasiados intentos, intenta de nuevo en un minuto';
export const emailTaken = 'Ya existe una cuenta registrada con este correo';
export const phoneTaken = 'Ya existe una cuenta registrada con este número celular';
export const cedulaTaken = 'Ya existe una cuenta registrada con esta cédula';
export const cityUnknown = 'Por favor selecciona una ciudad de la lista';
export const currentPasswordWrong = 'La contraseña actual no es correcta';
export const currentPasswordRequired = 'Escribe tu contraseña actual para cambiar tu correo';
export const emailReadOnly = 'El correo de tu cuenta no se puede cambiar';
export const emailChangedSubject = 'El correo de tu cuenta cambió';
export const emailChangedText =
  'Hola {name},\n\nEl correo con el que ingresas a {product} ahora es {email}. Desde ahora recibirás tus mensajes allí.\n\nSi no hiciste este cambio, comunícate con nosotros de inmediato al {phone}.';
export const passwordUpdated = 'Contraseña actualizada exitosamente';
export const passwordUpdateFailed = 'Error al actualizar la contraseña';
export const dataUpdated = 'Has actualizado tus datos exitosamente';

export const fileWrongFormat = 'Por favor revisa el formato del archivo {name}...';
export const fileTooLarge =
  'El archivo {name} es demasiado pesado, por favor intenta subir uno con menor resolución';
export const fileMissing = 'Por favor adjunta un archivo';
export const fileUploadFailed = 'Ocurrió un error al subir el archivo';

export const applicationReceived = 'Recibimos tu solicitud';
export const applicationAlreadyReviewed = 'Esta solicitud ya fue revisada';
export const companyNameTaken = 'Ya existe una empresa registrada con este nombre';
export const bioMin = `Tu biografía debe tener mínimo ${LIMITS.bioMinLength} caracteres`;
export const bioMax = `Tu biografía debe tener máximo ${LIMITS.bioMaxLength} caracteres`;
export const universityRequired =
  'Por favor escribe el nombre de la institución donde te graduaste';
export const graduationYearInvalid =
  'Por favor escribe un año válido de cuatro digitos, por ejemplo: 2006';
export const avatarRequired = 'Por favor carga tu imagen de perfil';
export const portfolioRequired = 'Por favor carga imágenes de tu portafolio';
export const portfolioSignUpMax = `Máximo se permiten ${LIMITS.signUpPortfolioMax} imágenes de portafolio`;
export const portfolioSignUpMaxAdd = `Solo puedes añadir máximo ${LIMITS.signUpPortfolioMax} imágenes de portafolio`;
export const instagramInvalid =
  'Por favor escribe un usuario de instagram válido (sin @), por ejemplo: {product}';
export const referralRequired = 'Cuentanos cómo conociste {product}';
export const imageTooLarge = `El tamaño de la imagen no puede ser mayor a ${MAX_FILE_MB}MB`;
export const portfolioLimit =
  'Has alcanzado el límite de imágenes, puedes eliminar alguna para subir más';
export const portfolioMin = 'Debes tener al menos una imagen en tu portafolio';
export const avatarUpdated = 'Has actualizado tu avatar exitosamente';
export const portfolioImageAdded = 'Imagen agregada a tu portafolio exitosamente';
export const portfolioImageRemoved = 'Imagen eliminada de tu portafolio exitosamente';
export const bankAccountAdded = 'Cuenta bancaria agregada exitosamente';
// Part 1 §2 membership renewal text; also the answer when an expired designer tries to publish.
export const membershipExpired = 'Por favor renueva tu membresia para continuar';
export const companyDescriptionMin = 'La descripción debe tener mínimo 70 caracteres';
export const companyDescriptionMax = `La descripción debe tener máximo ${LIMITS.descriptionMaxLength} caracteres`;
export const rutRequired = 'Por favor carga el RUT';
export const chamberOfCommerceRequired = 'Por favor carga la Cámara de comercio.';
export const warehouseLimit = `No puedes agregar más de ${LIMITS.warehouseAddressesMax} direcciones de bodega`;
export const warehouseAddFailed = 'Error al agregar la dirección de bodega';
export const addressDeleted = 'Dirección eliminada con éxito';
export const addressDeleteFailed = 'Hubo un error al eliminar la dirección';
export const wompiKeyFailed =
  'Error al actualizar la llave pública de Wompi por favor intenta de nuevo';
export const enviaKeyFailed = 'Error al actualizar la llave de Envia por favor intenta de nuevo';
export const wompiKeyInvalid = 'La llave pública de Wompi empieza por pub_test_ o pub_prod_';
export const messageSent = 'Tu mensaje ha sido enviado exitosamente';
export const inboxEmpty = 'No hay mensajes en tu bandeja de entrada';
export const recipientsRequired = 'Selecciona al menos un destinatario';
// Part 2 §8 only says "designer or supplier approved or rejected"; worded like the
// remodelling approval toast of part 1 §8.
export const designerApproved = 'Has aprobado al diseñador(a) {name} exitosamente';
export const designerRejected = 'Has rechazado al diseñador(a) {name} exitosamente';
export const supplierApproved = 'Has aprobado al proveedor {name} exitosamente';
export const supplierRejected = 'Has rechazado al proveedor {name} exitosamente';
export const accountNumberInvalid = 'El número de cuenta debe tener solo dígitos';
