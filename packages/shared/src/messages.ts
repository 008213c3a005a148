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

  applicationReceived: 'Recibimos tu solicitud',
  applicationPending: 'Tu solicitud está en revisión, te contactaremos pronto',
  applicationRejected: 'Tu solicitud no fue aprobada',
  applicationAlreadyReviewed: 'Esta solicitud ya fue revisada',
  companyNameTaken: 'Ya existe una empresa registrada con este nombre',
  bioMin: 'Tu biografía debe tener mínimo 170 caracteres',
  bioMax: 'Tu biografía debe tener máximo 500 caracteres',
  universityRequired: 'Por favor escribe el nombre de la institución donde te graduaste',
  graduationYearInvalid: 'Por favor escribe un año válido de cuatro digitos, por ejemplo: 2006',
  avatarRequired: 'Por favor carga tu imagen de perfil',
  portfolioRequired: 'Por favor carga imágenes de tu portafolio',
  portfolioSignUpMax: 'Máximo se permiten 3 imágenes de portafolio',
  portfolioSignUpMaxAdd: 'Solo puedes añadir máximo 3 imágenes de portafolio',
  instagramInvalid:
    'Por favor escribe un usuario de instagram válido (sin @), por ejemplo: {product}',
  referralRequired: 'Cuentanos cómo conociste {product}',
  imageTooLarge: 'El tamaño de la imagen no puede ser mayor a 15MB',
  portfolioLimit: 'Has alcanzado el límite de imágenes, puedes eliminar alguna para subir más',
  portfolioMin: 'Debes tener al menos una imagen en tu portafolio',
  avatarUpdated: 'Has actualizado tu avatar exitosamente',
  portfolioImageAdded: 'Imagen agregada a tu portafolio exitosamente',
  portfolioImageRemoved: 'Imagen eliminada de tu portafolio exitosamente',
  bankAccountAdded: 'Cuenta bancaria agregada exitosamente',
  // Part 1 §2 membership renewal text; also the answer when an expired designer tries to publish.
  membershipExpired: 'Por favor renueva tu membresia para continuar',
  companyDescriptionMin: 'La descripción debe tener mínimo 70 caracteres',
  companyDescriptionMax: 'La descripción debe tener máximo 500 caracteres',
  rutRequired: 'Por favor carga el RUT',
  chamberOfCommerceRequired: 'Por favor carga la Cámara de comercio.',
  warehouseLimit: 'No puedes agregar más de 3 direcciones de bodega',
  warehouseAddFailed: 'Error al agregar la dirección de bodega',
  addressDeleted: 'Dirección eliminada con éxito',
  addressDeleteFailed: 'Hubo un error al eliminar la dirección',
  wompiKeyFailed: 'Error al actualizar la llave pública de Wompi por favor intenta de nuevo',
  enviaKeyFailed: 'Error al actualizar la llave de Envia por favor intenta de nuevo',
  wompiKeyInvalid: 'La llave pública de Wompi empieza por pub_test_ o pub_prod_',
  messageSent: 'Tu mensaje ha sido enviado exitosamente',
  inboxEmpty: 'No hay mensajes en tu bandeja de entrada',
  recipientsRequired: 'Selecciona al menos un destinatario',
  // Part 2 §8 only says "designer or supplier approved or rejected"; worded like the
  // remodelling approval toast of part 1 §8.
  designerApproved: 'Has aprobado al diseñador(a) {name} exitosamente',
  designerRejected: 'Has rechazado al diseñador(a) {name} exitosamente',
  supplierApproved: 'Has aprobado al proveedor {name} exitosamente',
  supplierRejected: 'Has rechazado al proveedor {name} exitosamente',
  accountNumberInvalid: 'El número de cuenta debe tener solo dígitos',
  unauthorized: 'Tu sesión expiró, por favor ingresa de nuevo',
  forbidden: 'No tienes permiso para realizar esta acción',
  approvalRequired: 'Tu cuenta debe estar aprobada para realizar esta acción',
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
