/** Designer and supplier applications (multipart) and the files they carry, for the API tests. */
import type { FastifyInstance } from 'fastify';
import { PASSWORD, registrationBody } from './fixtures.js';

/** A valid 1×1 transparent PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal PDF document. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

export interface UploadPart {
  name: string;
  content: Buffer;
  type: string;
}

export const png = (name = 'foto.png'): UploadPart => ({ name, content: PNG, type: 'image/png' });
export const pdf = (name = 'documento.pdf'): UploadPart => ({
  name,
  content: PDF,
  type: 'application/pdf',
});

export function formOf(fields: Record<string, string>, files: Record<string, UploadPart[]> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [field, parts] of Object.entries(files)) {
    for (const part of parts) {
      form.append(field, new Blob([new Uint8Array(part.content)], { type: part.type }), part.name);
    }
  }
  return form;
}

/** 170–500 characters, as a designer's bio must be. */
export const BIO =
  'Diseñadora de interiores con diez años de experiencia en remodelaciones de apartamentos y ' +
  'casas. Me apasionan los espacios cálidos, la madera natural y la luz bien pensada en cada hogar.';

let companySequence = 0;

/** Both steps of a designer application; each call gets fresh contact data. */
export function designerFields(overrides: Record<string, string> = {}): Record<string, string> {
  const { email, phone, cedula } = registrationBody();
  return {
    first_name: 'Valentina',
    last_name: 'Gómez',
    phone,
    email,
    cedula,
    city_name: 'Medellín, Antioquia',
    city_id: '05001',
    street_address: 'Carrera 43A # 7-50',
    profession_id: '1',
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    bio: BIO,
    university_name: 'Universidad Pontificia Bolivariana',
    graduation_year: '2014',
    instagram: 'valentina.disena',
    referred_from_id: '2',
    ...overrides,
  };
}

export const designerFiles = (): Record<string, UploadPart[]> => ({
  avatar: [png('yo.png')],
  portfolio: [png('cocina.png'), png('sala.png')],
});

/** Both steps of a supplier application; each call gets fresh contact data and company name. */
export function supplierFields(overrides: Record<string, string> = {}): Record<string, string> {
  const company = registrationBody();
  const representative = registrationBody();
  const contact = registrationBody();
  companySequence += 1;
  return {
    company_name: `Cerámicas del Valle ${companySequence}`,
    company_phone: company.phone,
    company_email: company.email,
    NIT: '900123456',
    street_address: 'Calle 10 Sur # 50FF-28',
    city_name: 'Medellín, Antioquia',
    city_id: '05001',
    warehouse1_address: 'Bodega 1, Autopista Sur # 29-10',
    warehouse1_city_name: 'Itagüí, Antioquia',
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    company_description:
      'Fabricantes y distribuidores de revestimientos cerámicos y porcelanatos desde 1998.',
    legal_rep_first_name: 'Carlos',
    legal_rep_last_name: 'Ramírez',
    legal_rep_phone: representative.phone,
    legal_rep_cedula: representative.cedula,
    contact_first_name: 'Paula',
    contact_last_name: 'Toro',
    contact_email: contact.email,
    contact_phone: contact.phone,
    is_taxable: 'true',
    ...overrides,
  };
}

export const supplierFiles = (): Record<string, UploadPart[]> => ({
  rut: [pdf('RUT empresa.pdf')],
  chamberOfCommerce: [pdf('Cámara de comercio.pdf')],
});

// Applications are limited per address; each call comes from its own address unless one is given.
let addressSequence = 0;
export function nextAddress() {
  addressSequence += 1;
  return `10.2.${Math.floor(addressSequence / 250)}.${(addressSequence % 250) + 1}`;
}

export function apply(
  app: FastifyInstance,
  url: '/v1/designers' | '/v2/suppliers',
  payload: FormData,
  remoteAddress = nextAddress(),
) {
  return app.inject({ method: 'POST', url, payload, remoteAddress });
}
