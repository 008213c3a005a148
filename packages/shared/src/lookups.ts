/**
 * Fixed lookups of spec part 1 §3/§9 and part 2 §3. Ids are the ones the API stores. The
 * catalogue's own, which every storefront page shows, are in `product-lookups.ts`, re-exported here.
 */
import type { Lookup } from './product-lookups.js';

export * from './product-lookups.js';

/** The eleven banks a designer or supplier may hold an account with (part 1 §3). */
export const BANKS = [
  'bancolombia',
  'banco de bogota',
  'davivienda',
  'bbva',
  'banco de occidente',
  'banco av villas',
  'banco caja social',
  'colpatria',
  'banco falabella',
  'citi',
  'bancoomeva',
] as const;
export type BankName = (typeof BANKS)[number];

/** How each bank is written on screen; the API stores the lower-case names above. */
export const BANK_LABELS: Record<BankName, string> = {
  bancolombia: 'Bancolombia',
  'banco de bogota': 'Banco de Bogotá',
  davivienda: 'Davivienda',
  bbva: 'BBVA',
  'banco de occidente': 'Banco de Occidente',
  'banco av villas': 'Banco AV Villas',
  'banco caja social': 'Banco Caja Social',
  colpatria: 'Colpatria',
  'banco falabella': 'Banco Falabella',
  citi: 'Citi',
  bancoomeva: 'Bancoomeva',
};

export const PROFESSIONS: readonly Lookup[] = [
  { id: 1, name: 'Diseñador(a) de interiores' },
  { id: 2, name: 'Arquitecto(a)' },
  { id: 3, name: 'Decorador(a)' },
  { id: 4, name: 'Diseñador(a) industrial' },
  { id: 5, name: 'Ingeniero(a) civil' },
  { id: 6, name: 'Otra' },
];

/** How a person met the marketplace (`referred_from_id`). */
export const REFERRAL_SOURCES: readonly Lookup[] = [
  { id: 1, name: 'Instagram' },
  { id: 2, name: 'Facebook' },
  { id: 3, name: 'Google' },
  { id: 4, name: 'TikTok' },
  { id: 5, name: 'Recomendación de un amigo' },
  { id: 6, name: 'Feria o evento' },
  { id: 7, name: 'Otro' },
];

/**
 * Document types 1–18 (the spec names what they cover, not their order). Each says which files
 * it accepts and whether it is private: private files are served only to their owner, to the
 * people of the process they belong to, and to admins.
 */
export const FILE_KIND = { image: 'image', pdf: 'pdf', imageOrPdf: 'imageOrPdf' } as const;
export type FileKind = (typeof FILE_KIND)[keyof typeof FILE_KIND];

export interface DocumentType {
  id: number;
  key: string;
  name: string;
  accepts: FileKind;
  isPrivate: boolean;
}

export const DOCUMENT_TYPES = [
  { id: 1, key: 'avatar', name: 'Imagen de perfil', accepts: 'image', isPrivate: false },
  { id: 2, key: 'portfolio', name: 'Portafolio', accepts: 'image', isPrivate: false },
  { id: 3, key: 'curriculum', name: 'Hoja de vida', accepts: 'pdf', isPrivate: true },
  { id: 4, key: 'design', name: 'Diseño', accepts: 'imageOrPdf', isPrivate: true },
  {
    id: 5,
    key: 'remodelingLegal',
    name: 'Documento legal de remodelación',
    accepts: 'pdf',
    isPrivate: true,
  },
  {
    id: 6,
    key: 'remodelingTechnical',
    name: 'Documento técnico de remodelación',
    accepts: 'imageOrPdf',
    isPrivate: true,
  },
  { id: 7, key: 'productImage', name: 'Imagen de producto', accepts: 'image', isPrivate: false },
  {
    id: 8,
    key: 'ambientImage',
    name: 'Imagen de ambientación',
    accepts: 'image',
    isPrivate: false,
  },
  { id: 9, key: 'technicalSheet', name: 'Ficha técnica', accepts: 'imageOrPdf', isPrivate: false },
  {
    id: 10,
    key: 'installationSheet',
    name: 'Ficha de instalación',
    accepts: 'imageOrPdf',
    isPrivate: false,
  },
  { id: 11, key: 'rut', name: 'RUT', accepts: 'pdf', isPrivate: true },
  {
    id: 12,
    key: 'chamberOfCommerce',
    name: 'Cámara de comercio',
    accepts: 'pdf',
    isPrivate: true,
  },
  { id: 13, key: 'receiptData', name: 'Datos de facturación', accepts: 'pdf', isPrivate: true },
  {
    id: 14,
    key: 'consultancyDocument',
    name: 'Documento de asesoría',
    accepts: 'imageOrPdf',
    isPrivate: true,
  },
  { id: 15, key: 'sharedFile', name: 'Archivo compartido', accepts: 'imageOrPdf', isPrivate: true },
  { id: 16, key: 'invoice', name: 'Factura', accepts: 'pdf', isPrivate: true },
  { id: 17, key: 'companyLogo', name: 'Logo de la empresa', accepts: 'image', isPrivate: false },
  { id: 18, key: 'companyBanner', name: 'Banner de la tienda', accepts: 'image', isPrivate: false },
] as const satisfies readonly DocumentType[];

export type DocumentTypeKey = (typeof DOCUMENT_TYPES)[number]['key'];

export function documentTypeById(id: number): DocumentType | undefined {
  return DOCUMENT_TYPES.find((type) => type.id === id);
}

export function documentTypeId(key: DocumentTypeKey): number {
  const found = DOCUMENT_TYPES.find((type) => type.key === key);
  if (!found) throw new Error(`Unknown document type ${key}`);
  return found.id;
}

export const ORIGINS: readonly Lookup[] = [
  { id: 1, name: 'Nacional' },
  { id: 2, name: 'Internacional' },
];

export const TONES: readonly Lookup[] = [
  { id: 1, name: 'Cálido' },
  { id: 2, name: 'Neutro' },
  { id: 3, name: 'Frío' },
];

export const LIGHTING_CATEGORIES: readonly Lookup[] = [
  { id: 1, name: 'Apliques de pared' },
  { id: 2, name: 'Lámparas de techo' },
  { id: 3, name: 'Lámparas de mesa' },
  { id: 4, name: 'Lámparas de pie' },
  { id: 5, name: 'Iluminación especial' },
  { id: 6, name: 'Bombillos' },
];

export const SOCIAL_TYPES: readonly Lookup[] = [
  { id: 1, name: 'facebook' },
  { id: 2, name: 'instagram' },
  { id: 3, name: 'linkedin' },
  { id: 4, name: 'tiktok' },
  { id: 5, name: 'youtube' },
];

export const SALESPERSON_STATUS = {
  online: 'Activo',
  away: 'Ocupado',
  offline: 'Desconectado',
} as const;

/** Brand and product types (`product_type_id`): coverings and decoratives (part 2 §3). */
export const PRODUCT_TYPES: readonly Lookup[] = [
  { id: 1, name: 'Revestimiento' },
  { id: 2, name: 'Decorativo' },
];
