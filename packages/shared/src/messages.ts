/**
 * Every Spanish text the spec quotes, written once. Forms, the API and the tests read them from
 * here so that a wording changes in one place. Texts with `{…}` are filled with `fillMessage`; a
 * number that states a limit is read from that limit, so the text follows the rule.
 */
import { LIMITS } from './limits.js';

const HOUR_MS = 60 * 60 * 1000;
/** The upload cap in MB as the texts say it (15 MB = 15,728,640 bytes, part 1 §9). */
const MAX_FILE_MB = LIMITS.maxFileBytes / (1024 * 1024);

export const MESSAGES = {
  required: 'Recuerda llenar este campo',
  emailInvalid: 'Por favor revisa el formato de tu correo',
  phoneInvalid: `El número celular debe ser de ${LIMITS.phoneDigits} dígitos`,
  cedulaInvalid: `La cédula debe tener entre ${LIMITS.cedulaMinDigits} y ${LIMITS.cedulaMaxDigits} dígitos`,
  nitInvalid: `El NIT debe tener ${LIMITS.nitDigits} dígitos`,
  passwordsDoNotMatch: 'Las contraseñas no coinciden',

  passwordLowercase: 'Al menos una letra minúscula',
  passwordUppercase: 'Al menos una letra mayúscula',
  passwordSpecial: 'Al menos un caracter especial',
  passwordNumber: 'Al menos un número',
  passwordLength: `Debe ser al menos ${LIMITS.passwordMinLength} caracteres`,
  passwordChangeSpecial: 'Al menos un caracter especial (@$!%*?&)',

  recoveryEmailInvalid: 'Por favor escribe un correo válido',
  recoveryEmailRequired: 'Por favor escribe un correo',
  newPasswordMin: `La contraseña debe tener mínimo ${LIMITS.passwordMinLength} caracteres`,
  newPasswordRequired: 'Por favor escribe una contraseña',
  confirmPasswordRequired: 'Por favor confirma tu contraseña',
  checkYourEmail: 'Revisa tu correo',
  allSet: 'Todo listo',
  resetLinkExpired: 'El link de recuperación de contraseña ha expirado',
  resetLinkReminder: `Recuerda que el link de recuperación de contraseña expira en ${LIMITS.passwordResetTtlMs / HOUR_MS} hora`,

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
  currentPasswordRequired: 'Escribe tu contraseña actual para cambiar tu correo',
  emailReadOnly: 'El correo de tu cuenta no se puede cambiar',
  emailChangedSubject: 'El correo de tu cuenta cambió',
  emailChangedText:
    'Hola {name},\n\nEl correo con el que ingresas a {product} ahora es {email}. Desde ahora recibirás tus mensajes allí.\n\nSi no hiciste este cambio, comunícate con nosotros de inmediato al {phone}.',
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
  bioMin: `Tu biografía debe tener mínimo ${LIMITS.bioMinLength} caracteres`,
  bioMax: `Tu biografía debe tener máximo ${LIMITS.bioMaxLength} caracteres`,
  universityRequired: 'Por favor escribe el nombre de la institución donde te graduaste',
  graduationYearInvalid: 'Por favor escribe un año válido de cuatro digitos, por ejemplo: 2006',
  avatarRequired: 'Por favor carga tu imagen de perfil',
  portfolioRequired: 'Por favor carga imágenes de tu portafolio',
  portfolioSignUpMax: `Máximo se permiten ${LIMITS.signUpPortfolioMax} imágenes de portafolio`,
  portfolioSignUpMaxAdd: `Solo puedes añadir máximo ${LIMITS.signUpPortfolioMax} imágenes de portafolio`,
  instagramInvalid:
    'Por favor escribe un usuario de instagram válido (sin @), por ejemplo: {product}',
  referralRequired: 'Cuentanos cómo conociste {product}',
  imageTooLarge: `El tamaño de la imagen no puede ser mayor a ${MAX_FILE_MB}MB`,
  portfolioLimit: 'Has alcanzado el límite de imágenes, puedes eliminar alguna para subir más',
  portfolioMin: 'Debes tener al menos una imagen en tu portafolio',
  avatarUpdated: 'Has actualizado tu avatar exitosamente',
  portfolioImageAdded: 'Imagen agregada a tu portafolio exitosamente',
  portfolioImageRemoved: 'Imagen eliminada de tu portafolio exitosamente',
  bankAccountAdded: 'Cuenta bancaria agregada exitosamente',
  // Part 1 §2 membership renewal text; also the answer when an expired designer tries to publish.
  membershipExpired: 'Por favor renueva tu membresia para continuar',
  companyDescriptionMin: 'La descripción debe tener mínimo 70 caracteres',
  companyDescriptionMax: `La descripción debe tener máximo ${LIMITS.descriptionMaxLength} caracteres`,
  rutRequired: 'Por favor carga el RUT',
  chamberOfCommerceRequired: 'Por favor carga la Cámara de comercio.',
  warehouseLimit: `No puedes agregar más de ${LIMITS.warehouseAddressesMax} direcciones de bodega`,
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
  // Catalogue: product creation and fields (part 2 §5, §8).
  productCoverRequired: 'Por favor carga una imagen para el producto',
  productSheetRequired: 'Por favor carga la ficha técnica del producto',
  ambientImagesMax: `Por favor, selecciona hasta un máximo de ${LIMITS.ambientImagesMax} imágenes. ¡Gracias!`,
  ambientImagesMin: 'Por favor, selecciona al menos una imagen. ¡Gracias!',
  dimensionsAtLeastTwo:
    'Debes ingresar valores en al menos dos campos relacionados con las dimensiones',
  deliveryTimeMax: `El tiempo de entrega debe ser menor a ${LIMITS.deliveryTimeMaxDays} días`,
  priceWholeNumber: 'El precio debe ser un número entero, sin puntos ni comas',
  wholeNumber: 'Escribe un número entero, sin puntos ni comas',
  decimalWithDot: 'Usa punto como separador decimal, por ejemplo: 0.60',
  positiveNumber: 'El valor debe ser mayor a cero',
  numberTooLarge: 'El valor es demasiado grande',
  packedWeightTooLow: 'El peso con empaque debe ser igual o mayor al peso sin empaque',
  productNameLength: 'El nombre debe tener entre 2 y 40 caracteres',
  productNameCharacters: 'El nombre solo puede tener letras, números y espacios',
  brandNameLength: 'La marca debe tener entre 2 y 25 caracteres',
  referenceLength: 'La referencia debe tener entre 3 y 50 caracteres',
  materialLength: 'El material debe tener entre 3 y 25 caracteres',
  codeLength: 'El código debe tener máximo 30 caracteres',
  sizeLength: 'La talla debe tener máximo 3 caracteres',
  productContentLength: 'El contenido debe tener máximo 200 caracteres',
  productDescriptionMin: 'La descripción debe tener mínimo 70 caracteres',
  productDescriptionMax: `La descripción debe tener máximo ${LIMITS.descriptionMaxLength} caracteres`,
  commissionInvalid: `Selecciona una comisión entre ${LIMITS.commissionMin}% y ${LIMITS.commissionMax}%`,
  categoryLocked: 'La categoría de un producto no se puede cambiar',
  categoryUnknown: 'Selecciona una categoría de la lista',
  brandUnknown: 'Selecciona una de tus marcas',
  brandTypeMismatch: 'La marca no corresponde al tipo de producto',
  complementedBrandUnknown: 'Selecciona una de tus marcas de revestimiento',
  storageAddressUnknown: 'Selecciona una de tus bodegas',
  optionUnknown: 'Selecciona una opción de la lista',
  productCreated: 'Producto creado exitosamente',
  productCreateFailed: 'Producto no pudo ser creado, por favor intenta nuevamente',
  productDeleted: 'Producto eliminado con éxito.',
  productDeleteFailed: 'No se pudo eliminar el producto.',
  productUpdateFailed: 'No se pudo actualizar el producto.',
  productUpdated: 'Producto actualizado con éxito',
  productGeneralUpdateFailed: 'Error al actualizar la información del producto',
  productMeasurementsUpdated: 'Medidas del producto actualizadas correctamente',
  productMeasurementsUpdateFailed: 'No se pudo actualizar las medidas del producto',
  packagingMeasurementsUpdated: 'Medidas del empaque actualizadas correctamente',
  packagingMeasurementsUpdateFailed: 'Error al actualizar las medidas del empaque',
  ambientImagesUpdated: 'Imágenes actualizadas correctamente',
  ambientImagesUpdateFailed:
    'Hubo un problema al actualizar las imágenes. Por favor, inténtalo de nuevo.',
  principalImageUpdated: 'Imagen principal actualizada correctamente',
  principalImageUpdateFailed: 'Error al actualizar la imagen principal',
  technicalSheetUpdated: 'Ficha técnica actualizada correctamente',
  technicalSheetUpdateFailed: 'Error al actualizar la ficha técnica',
  productNeedsImages:
    'Para aprobar el producto debe tener imagen principal y al menos una imagen de ambientación',
  productApproved: 'Has aprobado el producto {name}',
  productDeclined: 'Has declinado el producto {name}',
  installationPriceUpdated: 'Precio de instalación actualizado',
  brandCreated: 'Marca creada exitosamente',
  brandUpdated: 'Marca actualizada exitosamente',
  brandDeleted: 'Marca eliminada exitosamente',
  brandTaken: 'Ya tienes una marca con este nombre',
  brandInUse: 'No puedes eliminar una marca que tiene productos',
  storageAddressInUse: 'No puedes eliminar una bodega desde la que despachas productos',

  // Spreadsheet upload (part 1 §5, §8).
  excelWrongFormat: 'El archivo debe ser un documento de Excel',
  excelUploadFailed: 'Ocurrió un error al cargar los productos',
  excelUploaded:
    'Productos cargados exitosamente, recuerda que para que estos sean aprobados, debes subir las imágenes de producto y de ambientación.',
  excelEmpty: 'El archivo no tiene productos',
  excelTooManyRows: 'El archivo puede tener máximo {max} productos',
  excelSupplierUnknown: 'No existe un proveedor aprobado con este NIT',
  excelSupplierAmbiguous: 'Hay más de un proveedor aprobado con este NIT',
  excelWarehouseUnknown: `El proveedor no tiene una bodega con este número (1 a ${LIMITS.warehouseAddressesMax})`,
  excelColumnMissing: 'Falta la columna {column}, descarga de nuevo la plantilla',
  excelYesNo: 'Escribe Sí o No',

  // Storefront (part 2 §2.7, §8).
  searchEmpty: 'No se encontraron resultados',
  favoriteAdded: 'Producto agregado a favoritos',
  favoriteRemoved: 'Producto eliminado de favoritos',
  favoritesEmpty: 'No se encontraron productos favoritos',
  storeNotFound: 'Esta tienda no existe o no está disponible',
  productNotFound: 'Este producto no existe o ya no está disponible',
  ecommerceUpdated: 'Preferencias de E-commerce actualizadas exitosamente',
  ecommerceUpdateFailed:
    'Error al actualizar las preferencias de E-Commerce por favor intenta de nuevo',
  storeProductUpdateFailed: 'Error al actualizar el producto por favor intenta de nuevo',
  bannerAdded: 'Banner agregado exitosamente',
  bannerAddFailed: 'Error al agregar el Banner',
  bannerDeleted: 'Banner eliminado exitosamente',
  bannerDeleteFailed: 'Error al eliminar el Banner',
  bannerTooLarge: `El archivo es demasiado pesado. El tamaño máximo permitido es de ${MAX_FILE_MB} MB.`,
  bannersLimit: `Puedes tener máximo ${LIMITS.bannersMax} banners`,
  navbarLinkAdded: 'Enlace agregado exitosamente',
  navbarLinkAddFailed: 'Error al agregar el enlace',
  navbarLinkUpdated: 'Enlace actualizado exitosamente',
  navbarLinkUpdateFailed: 'Error al actualizar el enlace',
  navbarLinkDeleted: 'Enlace eliminado exitosamente',
  navbarLinkDeleteFailed: 'Error al eliminar el enlace',
  navbarLinksLimit: `Puedes tener máximo ${LIMITS.navbarLinksMax} enlaces en la barra de navegación`,
  socialLinkAdded: 'Red social agregada exitosamente',
  socialLinkAddFailed: 'Error al agregar la red social',
  socialLinkUpdated: 'Red social actualizada exitosamente',
  socialLinkUpdateFailed: 'Error al actualizar la red social',
  socialLinkDeleted: 'Red social eliminada exitosamente',
  socialLinkDeleteFailed: 'Error al eliminar la red social',
  socialNetworkTaken: 'Ya agregaste un enlace para esta red social',
  urlInvalid: 'Escribe una URL válida, por ejemplo: https://www.instagram.com/tutienda',
  colorInvalid: 'Escribe un color en formato hexadecimal, por ejemplo: #8C4A2F',
  fontUnknown: 'Selecciona una fuente de la lista',
  navbarLinkNameMax: 'El nombre del enlace debe tener máximo 40 caracteres',
  socialNetworkRequired: 'Selecciona una red social',
  // Cart, shipping and checkout (part 2 §2.7, §8).
  cartStockExceeded:
    'La cantidad solicitada para el producto {name} no está disponible en el stock. Solo hay {n} unidades disponibles.',
  cartItemsRemoved:
    'Algunos productos no están disponibles en la cantidad que solicitaste, por favor revisa tu carrito',
  cartEmpty: 'Tu carrito está vacío',
  reservedUnitsExceeded:
    'Puedes comprar máximo {n} unidades en un mismo pedido. Para una compra más grande, comunícate con nosotros.',
  cartItemAdded: 'Producto agregado al carrito',
  cartBuyersOnly:
    'Solo los clientes y diseñadores pueden comprar productos. Para pagar, ingresa con una cuenta de cliente o de diseñador.',
  paymentPending: 'Estamos confirmando tu pago…',
  carrierUnavailable: 'Empresa transportadora no disponible o datos de envío incorrectos',
  carriersLoadFailed: 'No se pudieron cargar las empresas transportadoras',
  shippingCostNotFound: 'No se encontró el costo de envío',
  carriersNotFound: 'No se encontraron empresas transportadoras',
  // The supplier's shipping screen (/proveedor/envios): its Envia account and the test quote.
  enviaKeyMissing: 'Configura tu llave de Envia en Configuración para cotizar envíos',
  enviaKeyRejected: 'Envia no aceptó tu llave: revísala en Configuración',
  enviaUnreachable: 'No pudimos comunicarnos con Envia, intenta de nuevo en unos minutos',
  addressesNotFound: 'No se encontraron direcciones',
  addressNotDeleted: 'No se pudo eliminar la dirección',
  addressAdded: 'Dirección agregada con éxito',
  addressUnknown: 'Selecciona una de tus direcciones de entrega',
  carrierRequired: 'Selecciona una empresa transportadora para los productos de {supplier}',
  priceChanged:
    'El precio de {name} cambió de {before} a {after}. Revisa tu carrito antes de pagar.',
  productUnavailable: 'El producto {name} ya no está disponible, retíralo de tu carrito',
  paymentDeclined:
    'Ha ocurrido un problema con tu transacción, por favor intentalo de nuevo más tarde o comunicate con nosotros.',
  // The spec's approved text (part 2 §8) is the process sheet's: it speaks of a remodelling.
  paymentApproved:
    'Tu pago ha sido exitoso, los productos para realizar tu remodelación están siendo preparados para su entrega.',
  // A shop purchase's own (decision 014).
  purchasePaymentApproved:
    'Tu pago ha sido exitoso, tus productos están siendo preparados para su envío. Puedes seguir tu compra en Mis compras.',
  paymentNotConfigured: 'Esta tienda aún no recibe pagos en línea',
  // The pay button is off at a total of 0 (part 2 §5); the API says why it refuses one.
  nothingToPay: 'El total a pagar debe ser mayor a cero',
  orderAlreadyClosed: 'Esta compra ya fue pagada o cancelada',
  paymentEventRejected: 'El evento de pago no es válido',
  paymentProviderUnavailable:
    'No pudimos consultar tu pago con Wompi en este momento, intenta de nuevo en unos minutos',
  documentNumberInvalid: 'El número de documento debe tener solo dígitos, máximo 10',
  lettersOnly: 'Escribe solo letras',

  // Orders (part 2 §2.4–2.6, §8).
  purchasesNone: 'TODAVÍA NO TIENES COMPRAS!',
  purchasesNoMatch: '¡No hay compras que coincidan con la búsqueda!',
  noPaymentSupport: 'Aún no existe un soporte',
  invoiceAdded: '¡Has añadido tu factura exitosamente!',
  reviewRequired: 'Escribe tu reseña',
  reviewMax: `La reseña puede tener máximo ${LIMITS.reviewMaxLength} caracteres`,
  reviewSaved: 'Gracias por calificar tu producto',
  reviewAlreadyGiven: 'Ya calificaste este producto',
  reviewNotDelivered: 'Podrás calificar este producto cuando lo recibas',
  suborderTransitionInvalid: 'Este pedido no puede pasar a ese estado',
  labelGenerated: 'Guía de envío generada',
  labelAlreadyGenerated: 'Este pedido ya tiene guía de envío',
  suborderStatusUpdated: 'Estado del pedido actualizado',
  supplierPaymentUpdated: 'Pago al proveedor actualizado',
  paymentSupportAdded: 'Soporte de pago cargado exitosamente',

  // Every PDF the API renders (integrations/pdf/document.ts) numbers its pages in the footer.
  pdfPageOf: 'Página {page} de {pages}',

  // The Envia simulator's label, tracking page and answers (demo mode), as Envia words them.
  enviaLabelTitle: 'Guía de envío',
  enviaTrackingTitle: 'Rastreo de envío',
  enviaTrackingNumber: 'Número de guía',
  enviaCarrier: 'Transportadora',
  enviaOrigin: 'Origen',
  enviaDestination: 'Destino',
  enviaWeight: 'Peso facturado',
  enviaEstimatedDelivery: 'Entrega estimada',
  enviaSimulatorNotice:
    'Guía de prueba del simulador de Envia: no tiene validez ante la transportadora',
  enviaGuideUnknown: 'No encontramos esa guía de envío',
  enviaServiceGround: 'Envío terrestre',
  enviaServiceExpress: 'Envío express',
  enviaDeliveryEstimateOne: '1 día hábil',
  enviaDeliveryEstimate: '{days} días hábiles',
  enviaEventCreated: 'Guía generada',
  enviaEventPickup: 'Recogido en la bodega del remitente',
  enviaEventShipped: 'En tránsito hacia la ciudad de destino',
  enviaEventOutForDelivery: 'En reparto',
  enviaEventDelivered: 'Entregado',
  labelNotAllowed: 'Solo puedes generar la guía de un pedido en preparación',
  shipmentEmailSubject: 'Tu compra {orderNumber} va en camino',
  shipmentEmailText:
    'Hola {name},\n\n{product} de tu compra {orderNumber} ya va en camino con {carrier}.',
  shipmentEmailTracking: 'Sigue tu envío aquí: {url}',
  shipmentEmailDetail: 'Mira el detalle de tu compra en {url}',

  // Sales consultancy and chat (part 1 §5, part 2 §5 Chat, §8 Chat).
  chatMessageRequired: 'Debe enviar un mensaje o un archivo.',
  chatMessageMax: `El mensaje debe tener máximo ${LIMITS.chatMessageMaxLength} caracteres`,
  chatSendFailed: 'Ocurrió un error al enviar el mensaje',
  chatClosed: 'Esta asesoría ya finalizó: no se pueden enviar más mensajes',
  reminderSent: 'Notificación enviada... puedes enviar otra alerta en 5 minutos',
  reminderTooSoon: 'Espera un momento: debes esperar 5 minutos antes de enviar otra notificación.',
  consultancyFinished: 'La asesoría ha finalizado',
  knockAlert: '{name} te está esperando en el chat',
  /** The notification bell's empty panel (part 2 §4 Notification). */
  notificationsEmpty: 'No tienes notificaciones',
  /** The first message a client's empty chat offers (part 2 §4 Chat), with the page's link. */
  chatInterestMessage: 'Hola, estoy interesado(a) en este producto: {link}',

  // Video call (part 1 §2 Video call, §7).
  videoCallAlone: 'Los mensajes serán enviados cuando se conecten otros usuarios',
  videoCallClosed: 'La asesoría ha finalizado: la videollamada ya no está disponible',
  videoCallFull: 'La videollamada ya tiene dos participantes',
  videoCallExpired: 'El acceso a la videollamada venció: vuelve a intentarlo',
  videoCallNotJoined: 'Primero debes unirte a la videollamada',
  videoCallMediaDenied:
    'No pudimos usar tu cámara o micrófono: revisa los permisos del navegador e intenta de nuevo',

  // Advisers and their online status (part 2 §5 Advisor application, §8 Advisor, Online status).
  adviserFirstNameMin: `El nombre debe tener mínimo ${LIMITS.advisorNameMinLength} caracteres`,
  adviserLastNameMin: `El apellido debe tener mínimo ${LIMITS.advisorNameMinLength} caracteres`,
  adviserProfileMax: `El perfil profesional debe tener máximo ${LIMITS.advisorProfileMaxLength} caracteres`,
  adviserInstagramInvalid: `Escribe un usuario de Instagram de máximo ${LIMITS.advisorInstagramMaxLength} letras, números, puntos o guiones bajos (la @ es opcional)`,
  adviserVideoUrlInvalid:
    'Escribe un enlace válido al video, por ejemplo: https://www.youtube.com/watch?v=abc123',
  adviserDiplomaRequired: 'Por favor carga el diploma profesional',
  adviserPortfolioRequired: 'Por favor carga al menos una imagen de portafolio',
  adviserPortfolioMax: `Máximo se permiten ${LIMITS.advisorPortfolioMax} imágenes de portafolio`,
  adviserCreated: 'Solicitud de asesor enviada con éxito',
  adviserCreateFailed: 'Error al enviar la solicitud del asesor',
  adviserRequestFailed: 'Ocurrió un error al procesar la solicitud. Por favor, intenta nuevamente.',
  adviserUpdated: 'El asesor ha sido modificado con éxito',
  adviserStatusUpdateFailed: 'Error al actualizar el asesor',
  adviserUpdateFailed: 'Error al modificar el asesor',
  adviserDeleted: 'El asesor ha sido eliminado con éxito',
  adviserDeleteFailed: 'Error al eliminar el asesor',
  adviserDeleteTitle: 'Confirmar eliminación',
  // The spec's body text is English; the screen shows its translation (decision 022).
  adviserDeleteQuestion: '¿Estás seguro de que quieres eliminar este asesor?',
  adviserDeleteQuestionOriginal: 'Are you sure you want to delete this advisor',
  adviserPasswordNotice:
    'Guarda la contraseña en un lugar seguro y compártela solo con el asesor: la necesitará para ingresar y no podrás volver a verla.',
  onlineStatusUpdated: 'Estado de usuario actualizado correctamente',
  onlineStatusUpdateFailed: 'Hubo un problema al actualizar el estado de usuario',

  // Virtual consultancy (part 2 §2.3, §4 Virtual consultancy, §8, §9; decision 027).
  designersNotFound: 'No se encontraron diseñadores',
  virtualConsultancyCreateFailed: 'No se pudo crear la asesoría virtual',
  virtualSpacesRange: `Elige entre 1 y ${LIMITS.virtualConsultancySpacesMax} espacios`,
  virtualDesignerUnavailable: 'Este diseñador no está disponible para asesorías virtuales',
  /** Part 2 §8: the professional contacts the client within 24 hours of the payment. */
  virtualPaymentApproved:
    'Tu pago ha sido exitoso. El profesional se comunicará contigo en las próximas 24 horas.',
  virtualAlreadyPaid: 'Esta asesoría virtual ya está pagada',
  virtualNotPaid: 'La asesoría virtual aún no ha sido pagada',
  virtualAlreadyApproved: 'Esta asesoría virtual ya fue aprobada',
  virtualNotApproved: 'La asesoría virtual aún no ha sido aprobada por el diseñador',
  virtualFinished: 'Esta asesoría virtual ya terminó',
  virtualNotFinished: 'La asesoría virtual aún no ha terminado',
  virtualAlreadyRated: 'Ya calificaste esta asesoría virtual',
  virtualApproved: 'Has aprobado la asesoría virtual #{hashid} exitosamente',
  virtualFinishedToast: 'Has recibido la asesoría a satisfacción',
  virtualRated: '¡Gracias por tu calificación!',
  virtualFileUploaded: 'Archivo cargado con éxito',
  virtualDesignApproved: 'Diseño aprobado con éxito',
  virtualDesignOnlyDesigner: 'Solo el diseñador carga diseños y documentos legales',
  virtualKnockSent: `Notificación enviada... puedes enviar otra alerta en ${LIMITS.knockCooldownMs / 60_000} minutos`,
  virtualKnockTooSoon: `Espera un momento: debes esperar ${LIMITS.knockCooldownMs / 60_000} minutos antes de enviar otra notificación.`,
  virtualKnockWhatsapp:
    'Hola {name}, {sender} te está esperando en el chat de tu asesoría virtual #{hashid}: {url}',
  virtualApprovedWhatsapp:
    'Hola {name}, {designer} aprobó tu asesoría virtual #{hashid}. Ya puedes escribirle en el chat: {url}',
  virtualFileWhatsapp:
    'Hola {name}, {sender} compartió el archivo {file} en tu asesoría virtual #{hashid}: {url}',
  virtualPaidEmailSubject: 'Nueva asesoría virtual #{hashid} por aprobar',
  virtualFinishedEmailSubject: 'Asesoría virtual #{hashid} terminada',
  virtualEmptyPending: 'Aún no hay Asesorías Virtuales por aprobar',
  virtualEmptyApproved: 'Aún no hay Asesorías Virtuales aprobadas',
  virtualEmptyFinished: 'Aún no hay Asesorías Virtuales terminadas',
  virtualEmptyClientPending: 'Aún no tienes Asesorías Virtuales pendientes de pago',
  virtualEmptyClientPaid: 'Aún no tienes Asesorías Virtuales pagadas',
  virtualWelcome:
    'Este es el espacio de trabajo de tu asesoría virtual. Escribe en el chat y comparte archivos con la otra parte; si necesitas su atención, usa el botón Tocar la puerta: le avisaremos por WhatsApp. Puedes volver a tocar cada 20 minutos.',
  virtualWelcomeOk: 'OK,entiendo',
  virtualReceived: 'Recibido a satisfacción',
  ratingCommentMax: `El comentario debe tener máximo ${LIMITS.ratingCommentMaxLength} caracteres`,
  ratingRange: 'La calificación debe estar entre 1 y 5',
  virtualOnlyClients: 'Solo los clientes pueden solicitar una asesoría virtual',
  virtualChooseDesigner: 'Elige un diseñador y el número de espacios para continuar',

  // Remodelling: the process sheet, quotes, their payment, suppliers, lsh (part 2 §4, §5, §8).
  remodelingCreated: 'Creamos la hoja de proceso #{hashid}',
  remodelingSpacesRange: `Elige entre 1 y ${LIMITS.remodelingSpacesMax} espacios`,
  remodelingDesignerUnavailable: 'Este diseñador no está disponible para remodelaciones',
  designerRequestOnlyClients:
    'Solo los clientes pueden solicitar una remodelación o una asesoría presencial',
  remodelingClientNotFound: 'No encontramos un cliente con ese correo',
  remodelingFinished: 'Esta remodelación ya terminó',
  remodelingNotFinished: 'La remodelación aún no ha terminado',
  remodelingAlreadyRated: 'Ya calificaste esta remodelación',
  remodelingInstallationInProgress:
    'La instalación aún está en proceso: podrás recibir la obra cuando termine',
  remodelingReceived: 'Recibido a satisfacción',
  remodelingFinishedToast: 'Has recibido la remodelación a satisfacción',
  remodelingPaidMarked: 'Marcaste la remodelación #{hashid} como pagada',
  remodelingPaidUnmarked: 'Quitaste la marca de pago de la remodelación #{hashid}',
  stepNotEditable: 'Este paso no se puede editar',
  stepStatusNotEditable: 'El estado de este paso no se puede editar',
  stepDateNotEditable: 'La fecha de este paso no se puede editar',
  stepStatusBackwards: 'Un paso no puede volver a un estado anterior',
  stepUpdated: 'Paso actualizado exitosamente',
  designUploaded: 'Diseño cargado exitosamente',
  designApproved: 'Diseño aprobado exitosamente',
  designAlreadyApproved: 'Este diseño ya fue aprobado',
  documentUploaded: 'Documento cargado exitosamente',
  quoteSent: 'Cotización enviada exitosamente',
  quoteApproved: 'Cotización aprobada exitosamente',
  quoteAlreadyApproved: 'Esta cotización ya fue aprobada',
  quoteNotApproved: 'La cotización aún no ha sido aprobada',
  quoteAlreadyPaid: 'Esta cotización ya fue pagada',
  quoteUnitsUnavailable: 'No hay unidades suficientes de {name}: solo hay {units} disponibles',
  quoteProductUnavailable: 'El producto {name} ya no está disponible',
  quoteNotComplementary: '{name} no es un producto complementario de las marcas cotizadas',
  quoteNeedsArea: 'Escribe los m² de {name}',
  quoteNeedsUnits: 'Escribe las unidades de {name}',
  quoteEmpty: 'Agrega al menos un producto a la cotización',
  quoteTooManyLines: `Una cotización puede tener máximo ${LIMITS.quoteLinesMax} productos`,
  quoteNameRequired: 'Escribe un nombre para la cotización',
  quoteShippingInvalid: 'El envío es un valor en pesos, sin puntos, de máximo {max}',
  legacyQuantityInvalid:
    'La cantidad debe ser un número entero mayor o igual a {min} y máximo {max}',
  selectAtLeastOneQuote: 'Selecciona al menos una cotización para pagar',
  paymentTotalChanged:
    'El total a pagar cambió: vuelve a revisar las cotizaciones seleccionadas antes de pagar',
  /** Part 2 §8: the remodelling checkout's own failure text. */
  remodelingCheckoutError: 'Ha ocurrido un error',
  noApprovedQuotes:
    'Aun no tienes presupuestos aprobados, por favor aprueba al menos uno en tu hoja de proceso para continuar.',
  receiptDocumentNumber: `El número de documento debe tener máximo ${LIMITS.receiptDocumentNumberMaxLength} dígitos, sin puntos`,
  installerNameRequired: 'Por favor escribe el nombre completo del instalador',
  installerCedulaInvalid: 'Por favor escribe una cédula válida',
  installerAdded: 'Instalador agregado exitosamente',
  invoiceUploaded: '¡Has añadido tu factura exitosamente!',
  policyUploaded: '¡Has añadido tu póliza exitosamente!',
  trackingUrlInvalid: 'Por favor escribe un enlace válido que empiece por https://',
  trackingAdded: 'Enlace de seguimiento agregado exitosamente',
  trackingDeleted: 'Enlace de seguimiento eliminado exitosamente',
  trackingTooMany: `Puedes agregar máximo ${LIMITS.trackingsPerSupplierMax} enlaces de seguimiento por cotización`,
  remodelingStepWhatsapp:
    'Hola {name}, {designer} programó {step} de tu remodelación #{hashid} para el {date}: {url}',
  remodelingDesignWhatsapp:
    'Hola {name}, {designer} cargó un diseño en tu hoja de proceso #{hashid}. Revísalo y apruébalo: {url}',
  remodelingDesignApprovedWhatsapp:
    'Hola {name}, {client} aprobó un diseño de la remodelación #{hashid}: {url}',
  remodelingQuoteWhatsapp:
    'Hola {name}, {designer} te envió la cotización {quote} en tu hoja de proceso #{hashid}: {url}',
  remodelingQuoteApprovedWhatsapp:
    'Hola {name}, {client} aprobó la cotización {quote} de la remodelación #{hashid}: {url}',
  remodelingTrackingWhatsapp:
    'Hola {name}, {supplier} agregó el seguimiento del envío de tu remodelación #{hashid}: {url}',
  remodelingPaidSupplierEmailSubject: 'Remodelación #{hashid}: tienes productos pagados por enviar',
  remodelingPaidLshEmailSubject: 'Remodelación #{hashid}: orden pagada por instalar',
  remodelingPaidDesignerEmailSubject: 'Remodelación #{hashid}: tu cliente pagó cotizaciones',
  remodelingPaymentRefundEmailSubject:
    'Remodelación #{hashid}: un pago aprobado no pudo aplicarse a sus cotizaciones, revisa su reembolso',
  remodelingFinishedEmailSubject: 'Remodelación #{hashid} recibida a satisfacción',
  remodelingRequestEmailSubject: 'Nueva remodelación #{hashid}',
  remodelingRequestWhatsapp:
    'Hola {name}, {client} te pidió una remodelación en {city} ({spaces} espacio(s)). Mira la hoja de proceso #{hashid}: {url}',
  remodelingRated: '¡Gracias por tu calificación!',
  quoteNotPaid: 'La cotización aún no ha sido pagada',
  designFileNotFound: 'Carga primero el archivo del diseño',

  // Presential consultancy (part 1 §2 Designer area, §4; part 2 §2.2, §8; decision 030).
  presentialRequested:
    'Enviamos tu solicitud de asesoría presencial. Tu diseñador(a) la revisará y te contactará.',
  presentialApproved: 'Has aprobado la remodelación #{hashid} exitosamente',
  presentialRejected: 'Has rechazado la remodelación #{hashid} exitosamente',
  presentialAlreadyDecided: 'Esta solicitud ya fue aprobada o rechazada',
  presentialNotApproved: 'Tu diseñador(a) aún no ha aprobado esta asesoría',
  presentialClientMismatch: 'El cliente no corresponde a esta solicitud',
  presentialDesignsAlreadyPaid: 'Ya pagaste los diseños de esta asesoría',
  presentialDesignsPaid:
    'Tu pago ha sido exitoso. Tu diseñador(a) continuará con los diseños de tu asesoría.',
  presentialMissingData: 'Por favor completa los datos faltantes (*)',
  presentialProductUnavailable:
    'El producto que quieres comprar no está disponible. Revisa con tu diseñador(a)/arquitecto(a)',
  presentialDepositApplied: 'Abono del pago de diseños',
  presentialDepositUsed: 'El abono de tus diseños ya se usó en otro pago',
  presentialPreferredDatesInvalid: 'Elige entre una y tres fechas a partir de mañana',
  presentialNotesMax: `Tus notas deben tener máximo ${LIMITS.presentialNotesMaxLength} caracteres`,
  presentialEmptyClient: 'Aún no has solicitado asesorías presenciales',
  presentialRequestEmailSubject: 'Nueva solicitud de asesoría presencial #{hashid}',
  presentialRequestWhatsapp:
    'Hola {name}, {client} te pidió una asesoría presencial en {city}. Revísala en Mis clientes: {url}',
  presentialDecisionEmailSubject: 'Tu asesoría presencial #{hashid}',
  presentialQuoteWhatsapp:
    'Hola {name}, tu diseñador(a) te envió la cotización {quote} de tu asesoría presencial: {url}',
  presentialDesignerUnavailable: 'Este diseñador no está disponible para asesorías presenciales',
  presentialDecisionApproved:
    '{designer} aprobó tu solicitud de asesoría presencial #{hashid}. Te contactará para agendar la visita.',
  presentialDecisionRejected:
    '{designer} no puede atender tu solicitud de asesoría presencial #{hashid}. Puedes pedirla a otro diseñador(a).',
  presentialStepWhatsapp:
    'Hola {name}, {designer} programó {step} de tu asesoría presencial #{hashid} para el {date}: {url}',
  presentialDesignWhatsapp:
    'Hola {name}, {designer} cargó un diseño en tu asesoría presencial #{hashid}: {url}',
  presentialQuoteEmailSubject: 'Asesoría presencial #{hashid}: tienes una cotización nueva',
  presentialQuoteApprovedWhatsapp:
    'Hola {name}, {client} aprobó la cotización {quote} de la asesoría presencial #{hashid}: {url}',
  presentialTrackingWhatsapp:
    'Hola {name}, tus productos de la asesoría presencial #{hashid} van en camino: {url}',
  supplierReceiptDeleted: 'Factura eliminada exitosamente',
  supplierReceiptNotPaid: 'La cotización debe estar pagada para cargar tu factura',
  presentialDesignsPaidEmailSubject: 'Asesoría presencial #{hashid}: tu cliente pagó los diseños',
  presentialPaidSupplierEmailSubject:
    'Asesoría presencial #{hashid}: tienes productos pagados por enviar',
  presentialPaidDesignerEmailSubject: 'Asesoría presencial #{hashid}: tu cliente pagó cotizaciones',
  presentialPaymentRefundEmailSubject:
    'Asesoría presencial #{hashid}: un pago aprobado no pudo aplicarse, revisa su reembolso',

  pqrsTypeRequired: 'Elige si es una petición, una queja, un reclamo o una sugerencia',
  pqrsSubjectRequired: 'Escribe el asunto de tu solicitud',
  pqrsSubjectMax: `El asunto debe tener máximo ${LIMITS.pqrsSubjectMaxLength} caracteres`,
  pqrsTextRequired: 'Cuéntanos tu solicitud',
  pqrsTextMax: `Tu solicitud debe tener máximo ${LIMITS.pqrsTextMaxLength} caracteres`,
  pqrsAnswerRequired: 'Escribe la respuesta',
  pqrsAnswerMax: `La respuesta debe tener máximo ${LIMITS.pqrsAnswerMaxLength} caracteres`,
  pqrsOrderNotFound: 'No encontramos ese pedido entre tus compras',
  pqrsStateInvalid: 'Elige un estado válido',
  pqrsAlreadyAnswered: 'Esta solicitud ya fue respondida',
  pqrsFiled:
    'Radicamos tu solicitud con el número {number}. Te responderemos a más tardar el {due}.',
  pqrsInProgress: 'La solicitud quedó en trámite',
  pqrsAnswered: 'Respuesta enviada al cliente',
  pqrsEmptyClient: 'Aún no has radicado peticiones, quejas, reclamos ni sugerencias',
  pqrsEmptyAdmin: 'No hay solicitudes con estos filtros',
  pqrsFiledEmailSubject: 'Radicamos tu solicitud {number}',
  pqrsNewEmailSubject: 'Nueva PQRS {number}: {type}',
  pqrsAnsweredEmailSubject: 'Respondimos tu solicitud {number}',

  unauthorized: 'Tu sesión expiró, por favor ingresa de nuevo',
  forbidden: 'No tienes permiso para realizar esta acción',
  approvalRequired: 'Tu cuenta debe estar aprobada para realizar esta acción',
  notFound: 'No encontramos lo que buscas',
  routeNotFound: 'La ruta solicitada no existe',
  invalidRequest: 'La solicitud tiene datos inválidos',
  invalidCharacters: 'Contiene caracteres no permitidos',
  // Why the admin's 'Activo'/'Público' switch cannot be turned on (decision 014).
  visibilityPendingApplication: 'Se puede activar cuando la solicitud sea aprobada',
  visibilityRejectedApplication: 'La solicitud fue rechazada',
  visibilityMembershipExpired: 'Su membresía está vencida',
  tooManyUnpaidOrders: `Hiciste varios pedidos sin pagar en las últimas ${LIMITS.unpaidOrdersWindowMs / HOUR_MS} horas. Paga tu pedido pendiente o inténtalo más tarde`,
  demoMailboxLocalOnly:
    'El buzón de prueba solo se abre en el equipo donde corre la plataforma o con una cuenta de administrador',
  malformedForm: 'No pudimos leer el formulario enviado, por favor inténtalo de nuevo',
  payloadTooLarge: 'La solicitud es demasiado grande',
  unexpected: 'Hubo un error. Por favor intentalo más tarde',
} as const;

/** Replaces `{name}`-style placeholders in a message. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
