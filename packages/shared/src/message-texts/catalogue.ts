/** The catalogue's product forms and the spreadsheet upload (part 1 §5, part 2 §5, §8). */
import { LIMITS } from '../limits.js';

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
