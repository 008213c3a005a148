/**
 * Every Spanish text the spec quotes, written once; everyone reads them as `MESSAGES.name` from
 * `messages.ts`. Texts with `{…}` are filled with `fillMessage`; a number that states a limit is
 * read from that limit, so the text follows the rule. Each text is its own export, not a key of
 * one object, so that the web build leaves out the texts only the API sends (an object would be
 * kept whole). Those it keeps stay one chunk of the first load: a module is the bundler's
 * smallest unit, and the shell reads a few of them.
 */
import { LIMITS } from './limits.js';

const HOUR_MS = 60 * 60 * 1000;
/** The upload cap in MB as the texts say it (15 MB = 15,728,640 bytes, part 1 §9). */
const MAX_FILE_MB = LIMITS.maxFileBytes / (1024 * 1024);

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
// Catalogue: product creation and fields (part 2 §5, §8).
export const productCoverRequired = 'Por favor carga una imagen para el producto';
export const productSheetRequired = 'Por favor carga la ficha técnica del producto';
export const ambientImagesMax = `Por favor, selecciona hasta un máximo de ${LIMITS.ambientImagesMax} imágenes. ¡Gracias!`;
export const ambientImagesMin = 'Por favor, selecciona al menos una imagen. ¡Gracias!';
export const dimensionsAtLeastTwo =
  'Debes ingresar valores en al menos dos campos relacionados con las dimensiones';
export const deliveryTimeMax = `El tiempo de entrega debe ser menor a ${LIMITS.deliveryTimeMaxDays} días`;
export const priceWholeNumber = 'El precio debe ser un número entero, sin puntos ni comas';
export const wholeNumber = 'Escribe un número entero, sin puntos ni comas';
export const decimalWithDot = 'Usa punto como separador decimal, por ejemplo: 0.60';
export const positiveNumber = 'El valor debe ser mayor a cero';
export const numberTooLarge = 'El valor es demasiado grande';
export const packedWeightTooLow = 'El peso con empaque debe ser igual o mayor al peso sin empaque';
export const productNameLength = 'El nombre debe tener entre 2 y 40 caracteres';
export const productNameCharacters = 'El nombre solo puede tener letras, números y espacios';
export const brandNameLength = 'La marca debe tener entre 2 y 25 caracteres';
export const referenceLength = 'La referencia debe tener entre 3 y 50 caracteres';
export const materialLength = 'El material debe tener entre 3 y 25 caracteres';
export const codeLength = 'El código debe tener máximo 30 caracteres';
export const sizeLength = 'La talla debe tener máximo 3 caracteres';
export const productContentLength = 'El contenido debe tener máximo 200 caracteres';
export const productDescriptionMin = 'La descripción debe tener mínimo 70 caracteres';
export const productDescriptionMax = `La descripción debe tener máximo ${LIMITS.descriptionMaxLength} caracteres`;
export const commissionInvalid = `Selecciona una comisión entre ${LIMITS.commissionMin}% y ${LIMITS.commissionMax}%`;
export const categoryLocked = 'La categoría de un producto no se puede cambiar';
export const categoryUnknown = 'Selecciona una categoría de la lista';
export const brandUnknown = 'Selecciona una de tus marcas';
export const brandTypeMismatch = 'La marca no corresponde al tipo de producto';
export const complementedBrandUnknown = 'Selecciona una de tus marcas de revestimiento';
export const storageAddressUnknown = 'Selecciona una de tus bodegas';
export const optionUnknown = 'Selecciona una opción de la lista';
export const productCreated = 'Producto creado exitosamente';
export const productCreateFailed = 'Producto no pudo ser creado, por favor intenta nuevamente';
export const productDeleted = 'Producto eliminado con éxito.';
export const productDeleteFailed = 'No se pudo eliminar el producto.';
export const productUpdateFailed = 'No se pudo actualizar el producto.';
export const productUpdated = 'Producto actualizado con éxito';
export const productGeneralUpdateFailed = 'Error al actualizar la información del producto';
export const productMeasurementsUpdated = 'Medidas del producto actualizadas correctamente';
export const productMeasurementsUpdateFailed = 'No se pudo actualizar las medidas del producto';
export const packagingMeasurementsUpdated = 'Medidas del empaque actualizadas correctamente';
export const packagingMeasurementsUpdateFailed = 'Error al actualizar las medidas del empaque';
export const ambientImagesUpdated = 'Imágenes actualizadas correctamente';
export const ambientImagesUpdateFailed =
  'Hubo un problema al actualizar las imágenes. Por favor, inténtalo de nuevo.';
export const principalImageUpdated = 'Imagen principal actualizada correctamente';
export const principalImageUpdateFailed = 'Error al actualizar la imagen principal';
export const technicalSheetUpdated = 'Ficha técnica actualizada correctamente';
export const technicalSheetUpdateFailed = 'Error al actualizar la ficha técnica';
export const productNeedsImages =
  'Para aprobar el producto debe tener imagen principal y al menos una imagen de ambientación';
export const productApproved = 'Has aprobado el producto {name}';
export const productDeclined = 'Has declinado el producto {name}';
export const installationPriceUpdated = 'Precio de instalación actualizado';
export const brandCreated = 'Marca creada exitosamente';
export const brandUpdated = 'Marca actualizada exitosamente';
export const brandDeleted = 'Marca eliminada exitosamente';
export const brandTaken = 'Ya tienes una marca con este nombre';
export const brandInUse = 'No puedes eliminar una marca que tiene productos';
export const storageAddressInUse = 'No puedes eliminar una bodega desde la que despachas productos';

// Spreadsheet upload (part 1 §5, §8).
export const excelWrongFormat = 'El archivo debe ser un documento de Excel';
export const excelUploadFailed = 'Ocurrió un error al cargar los productos';
export const excelUploaded =
  'Productos cargados exitosamente, recuerda que para que estos sean aprobados, debes subir las imágenes de producto y de ambientación.';
export const excelEmpty = 'El archivo no tiene productos';
export const excelTooManyRows = 'El archivo puede tener máximo {max} productos';
export const excelSupplierUnknown = 'No existe un proveedor aprobado con este NIT';
export const excelSupplierAmbiguous = 'Hay más de un proveedor aprobado con este NIT';
export const excelWarehouseUnknown = `El proveedor no tiene una bodega con este número (1 a ${LIMITS.warehouseAddressesMax})`;
export const excelColumnMissing = 'Falta la columna {column}, descarga de nuevo la plantilla';
export const excelYesNo = 'Escribe Sí o No';

// Storefront (part 2 §2.7, §8).
export const searchEmpty = 'No se encontraron resultados';
export const favoriteAdded = 'Producto agregado a favoritos';
export const favoriteRemoved = 'Producto eliminado de favoritos';
export const favoritesEmpty = 'No se encontraron productos favoritos';
export const storeNotFound = 'Esta tienda no existe o no está disponible';
export const productNotFound = 'Este producto no existe o ya no está disponible';
export const ecommerceUpdated = 'Preferencias de E-commerce actualizadas exitosamente';
export const ecommerceUpdateFailed =
  'Error al actualizar las preferencias de E-Commerce por favor intenta de nuevo';
/** @public The spec's storefront error; no storefront screen edits a product (its tabs have their own texts). */
export const storeProductUpdateFailed =
  'Error al actualizar el producto por favor intenta de nuevo';
export const bannerAdded = 'Banner agregado exitosamente';
export const bannerAddFailed = 'Error al agregar el Banner';
export const bannerDeleted = 'Banner eliminado exitosamente';
export const bannerDeleteFailed = 'Error al eliminar el Banner';
export const bannerTooLarge = `El archivo es demasiado pesado. El tamaño máximo permitido es de ${MAX_FILE_MB} MB.`;
export const bannersLimit = `Puedes tener máximo ${LIMITS.bannersMax} banners`;
export const navbarLinkAdded = 'Enlace agregado exitosamente';
export const navbarLinkAddFailed = 'Error al agregar el enlace';
export const navbarLinkUpdated = 'Enlace actualizado exitosamente';
export const navbarLinkUpdateFailed = 'Error al actualizar el enlace';
export const navbarLinkDeleted = 'Enlace eliminado exitosamente';
export const navbarLinkDeleteFailed = 'Error al eliminar el enlace';
export const navbarLinksLimit = `Puedes tener máximo ${LIMITS.navbarLinksMax} enlaces en la barra de navegación`;
export const socialLinkAdded = 'Red social agregada exitosamente';
export const socialLinkAddFailed = 'Error al agregar la red social';
export const socialLinkUpdated = 'Red social actualizada exitosamente';
export const socialLinkUpdateFailed = 'Error al actualizar la red social';
export const socialLinkDeleted = 'Red social eliminada exitosamente';
export const socialLinkDeleteFailed = 'Error al eliminar la red social';
export const socialNetworkTaken = 'Ya agregaste un enlace para esta red social';
export const urlInvalid = 'Escribe una URL válida, por ejemplo: https://www.instagram.com/tutienda';
export const colorInvalid = 'Escribe un color en formato hexadecimal, por ejemplo: #8C4A2F';
export const fontUnknown = 'Selecciona una fuente de la lista';
export const navbarLinkNameMax = 'El nombre del enlace debe tener máximo 40 caracteres';
export const socialNetworkRequired = 'Selecciona una red social';
// Cart, shipping and checkout (part 2 §2.7, §8).
export const cartStockExceeded =
  'La cantidad solicitada para el producto {name} no está disponible en el stock. Solo hay {n} unidades disponibles.';
export const cartItemsRemoved =
  'Algunos productos no están disponibles en la cantidad que solicitaste, por favor revisa tu carrito';
export const cartEmpty = 'Tu carrito está vacío';
export const reservedUnitsExceeded =
  'Puedes comprar máximo {n} unidades en un mismo pedido. Para una compra más grande, comunícate con nosotros.';
export const cartItemAdded = 'Producto agregado al carrito';
export const cartBuyersOnly =
  'Solo los clientes y diseñadores pueden comprar productos. Para pagar, ingresa con una cuenta de cliente o de diseñador.';
export const paymentPending = 'Estamos confirmando tu pago…';
export const carrierUnavailable =
  'Empresa transportadora no disponible o datos de envío incorrectos';
export const carriersLoadFailed = 'No se pudieron cargar las empresas transportadoras';
export const shippingCostNotFound = 'No se encontró el costo de envío';
export const carriersNotFound = 'No se encontraron empresas transportadoras';
// The supplier's shipping screen (/proveedor/envios): its Envia account and the test quote.
export const enviaKeyMissing = 'Configura tu llave de Envia en Configuración para cotizar envíos';
export const enviaKeyRejected = 'Envia no aceptó tu llave: revísala en Configuración';
export const enviaUnreachable =
  'No pudimos comunicarnos con Envia, intenta de nuevo en unos minutos';
export const addressesNotFound = 'No se encontraron direcciones';
export const addressNotDeleted = 'No se pudo eliminar la dirección';
export const addressAdded = 'Dirección agregada con éxito';
export const addressUnknown = 'Selecciona una de tus direcciones de entrega';
export const carrierRequired =
  'Selecciona una empresa transportadora para los productos de {supplier}';
export const priceChanged =
  'El precio de {name} cambió de {before} a {after}. Revisa tu carrito antes de pagar.';
export const productUnavailable =
  'El producto {name} ya no está disponible, retíralo de tu carrito';
export const paymentDeclined =
  'Ha ocurrido un problema con tu transacción, por favor intentalo de nuevo más tarde o comunicate con nosotros.';
// The spec's approved text (part 2 §8) is the process sheet's: it speaks of a remodelling.
export const paymentApproved =
  'Tu pago ha sido exitoso, los productos para realizar tu remodelación están siendo preparados para su entrega.';
// A shop purchase's own (decision 014).
export const purchasePaymentApproved =
  'Tu pago ha sido exitoso, tus productos están siendo preparados para su envío. Puedes seguir tu compra en Mis compras.';
export const paymentNotConfigured = 'Esta tienda aún no recibe pagos en línea';
// The pay button is off at a total of 0 (part 2 §5); the API says why it refuses one.
export const nothingToPay = 'El total a pagar debe ser mayor a cero';
export const paymentEventRejected = 'El evento de pago no es válido';
export const paymentProviderUnavailable =
  'No pudimos consultar tu pago con Wompi en este momento, intenta de nuevo en unos minutos';
export const documentNumberInvalid = 'El número de documento debe tener solo dígitos, máximo 10';
export const lettersOnly = 'Escribe solo letras';

// Orders (part 2 §2.4–2.6, §8).
export const purchasesNone = 'TODAVÍA NO TIENES COMPRAS!';
export const purchasesNoMatch = '¡No hay compras que coincidan con la búsqueda!';
export const noPaymentSupport = 'Aún no existe un soporte';
export const invoiceAdded = '¡Has añadido tu factura exitosamente!';
export const reviewRequired = 'Escribe tu reseña';
export const reviewMax = `La reseña puede tener máximo ${LIMITS.reviewMaxLength} caracteres`;
export const reviewSaved = 'Gracias por calificar tu producto';
export const reviewAlreadyGiven = 'Ya calificaste este producto';
export const reviewNotDelivered = 'Podrás calificar este producto cuando lo recibas';
export const suborderTransitionInvalid = 'Este pedido no puede pasar a ese estado';
export const labelGenerated = 'Guía de envío generada';
export const labelAlreadyGenerated = 'Este pedido ya tiene guía de envío';
export const suborderStatusUpdated = 'Estado del pedido actualizado';
export const supplierPaymentUpdated = 'Pago al proveedor actualizado';
export const paymentSupportAdded = 'Soporte de pago cargado exitosamente';

// Every PDF the API renders (integrations/pdf/document.ts) numbers its pages in the footer.
export const pdfPageOf = 'Página {page} de {pages}';

// The Envia simulator's label, tracking page and answers (demo mode), as Envia words them.
export const enviaLabelTitle = 'Guía de envío';
export const enviaTrackingTitle = 'Rastreo de envío';
export const enviaTrackingNumber = 'Número de guía';
export const enviaCarrier = 'Transportadora';
export const enviaOrigin = 'Origen';
export const enviaDestination = 'Destino';
export const enviaWeight = 'Peso facturado';
export const enviaEstimatedDelivery = 'Entrega estimada';
export const enviaSimulatorNotice =
  'Guía de prueba del simulador de Envia: no tiene validez ante la transportadora';
export const enviaGuideUnknown = 'No encontramos esa guía de envío';
export const enviaServiceGround = 'Envío terrestre';
export const enviaServiceExpress = 'Envío express';
export const enviaDeliveryEstimateOne = '1 día hábil';
export const enviaDeliveryEstimate = '{days} días hábiles';
export const enviaEventCreated = 'Guía generada';
export const enviaEventPickup = 'Recogido en la bodega del remitente';
export const enviaEventShipped = 'En tránsito hacia la ciudad de destino';
export const enviaEventOutForDelivery = 'En reparto';
export const enviaEventDelivered = 'Entregado';
export const labelNotAllowed = 'Solo puedes generar la guía de un pedido en preparación';
export const shipmentEmailSubject = 'Tu compra {orderNumber} va en camino';
export const shipmentEmailText =
  'Hola {name},\n\n{product} de tu compra {orderNumber} ya va en camino con {carrier}.';
export const shipmentEmailTracking = 'Sigue tu envío aquí: {url}';
export const shipmentEmailDetail = 'Mira el detalle de tu compra en {url}';

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
