/**
 * Every Spanish text the spec quotes, written once. Forms, the API and the tests read them from
 * here so that a wording changes in one place. Texts with `{…}` are filled with `fillMessage`.
 */
export const MESSAGES = {
  required: 'Recuerda llenar este campo',
  emailInvalid: 'Por favor revisa el formato de tu correo',
  phoneInvalid: 'El número celular debe ser de 10 dígitos',
  cedulaInvalid: 'La cédula debe tener entre 7 y 10 dígitos',
  nitInvalid: 'El NIT debe tener 9 dígitos',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',

  passwordLowercase: 'Al menos una letra minúscula',
  passwordUppercase: 'Al menos una letra mayúscula',
  passwordSpecial: 'Al menos un caracter especial',
  passwordNumber: 'Al menos un número',
  passwordLength: 'Debe ser al menos 8 caracteres',
  passwordChangeSpecial: 'Al menos un caracter especial (@$!%*?&)',

  recoveryEmailInvalid: 'Por favor escribe un correo válido',
  recoveryEmailRequired: 'Por favor escribe un correo',
  newPasswordMin: 'La contraseña debe tener mínimo 8 caracteres',
  newPasswordRequired: 'Por favor escribe una contraseña',
  confirmPasswordRequired: 'Por favor confirma tu contraseña',
  checkYourEmail: 'Revisa tu correo',
  allSet: 'Todo listo',
  resetLinkExpired: 'El link de recuperación de contraseña ha expirado',
  resetLinkReminder: 'Recuerda que el link de recuperación de contraseña expira en 1 hora',

  loginFailed: 'El correo o la contraseña son incorrectos',
  loginGeneric: 'No pudimos iniciar sesión, por favor intenta de nuevo',
  registerGeneric: 'No pudimos crear tu cuenta, por favor intenta de nuevo',
  tooManyAttempts: 'Demasiados intentos, intenta de nuevo en un minuto',
  termsRequired: 'Debes aceptar los términos y condiciones',
  emailTaken: 'Ya existe una cuenta registrada con este correo',
  phoneTaken: 'Ya existe una cuenta registrada con este número celular',
  cedulaTaken: 'Ya existe una cuenta registrada con esta cédula',
  cityUnknown: 'Por favor selecciona una ciudad de la lista',
  currentPasswordWrong: 'La contraseña actual no es correcta',
  passwordUpdated: 'Contraseña actualizada exitosamente',
  passwordUpdateFailed: 'Error al actualizar la contraseña',
  dataUpdated: 'Has actualizado tus datos exitosamente',

  fileWrongFormat: 'Por favor revisa el formato del archivo {name}...',
  fileTooLarge:
    'El archivo {name} es demasiado pesado, por favor intenta subir uno con menor resolución',
  fileMissing: 'Por favor adjunta un archivo',
  fileUploadFailed: 'Ocurrió un error al subir el archivo',

  unauthorized: 'Tu sesión expiró, por favor ingresa de nuevo',
  forbidden: 'No tienes permiso para realizar esta acción',
  notFound: 'No encontramos lo que buscas',
  routeNotFound: 'La ruta solicitada no existe',
  invalidRequest: 'La solicitud tiene datos inválidos',
  payloadTooLarge: 'La solicitud es demasiado grande',
  unexpected: 'Hubo un error. Por favor intentalo más tarde',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Replaces `{name}`-style placeholders in a message. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
