/** What buyers browse: search, favourites, stores and product pages (part 2 §2.7, §8). */
import { LIMITS } from '../limits.js';
import { MAX_FILE_MB } from './units.js';

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
