/**
 * The demo suppliers' sales advisers, as each supplier would create them at /proveedor/asesor/nuevo:
 * Cerámicas del Valle has three, the demo salesperson account (asesor@demo.co, online) among them,
 * and Luminarias Andinas one. Each has a portrait, a diploma and portfolio images, and every value
 * is checked with the creation form's own schema.
 */
import { documentTypeId } from '@hogarte/shared/lookups';
import { adviserCreateSchema } from '@hogarte/shared/schemas/advisers';
import type { OnlineStatus } from '@hogarte/shared/online-status';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { renderPdf } from '../integrations/pdf/document.js';
import { insertAdviser } from '../modules/advisers/advisers.service.js';
import { documentTypeFor, stageFile, type StagedFile } from '../modules/files/files.service.js';
import { cityLabel, findCity } from '../modules/lookups/cities.js';
import { roomIllustration } from './illustrations.js';
import { portraitImage } from './portraits.js';
import { findSuppliersWithWarehouse } from './seed.repository.js';

interface DemoAdviser {
  supplierEmail: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  cedula: string;
  cityId: string;
  profile: string;
  instagram: string;
  video: string;
  /** The diploma's institution and title. */
  diploma: [string, string];
  onlineStatus: OnlineStatus;
  createdDaysAgo: number;
}

const DEMO_ADVISERS: readonly DemoAdviser[] = [
  {
    supplierEmail: 'proveedor@demo.co',
    email: 'asesor@demo.co',
    firstName: 'Daniela',
    lastName: 'Ruiz Montoya',
    phone: '3017776655',
    cedula: '1037123456',
    cityId: '05001',
    profile: 'Diseñadora de interiores, asesora en revestimientos y acabados',
    instagram: '@daniela.acabados',
    video: 'https://ceramicasdelvalle.com.co/asesores/daniela-ruiz/presentacion',
    diploma: ['Universidad Pontificia Bolivariana', 'Diseñadora de Interiores'],
    onlineStatus: 'online',
    createdDaysAgo: 90,
  },
  {
    supplierEmail: 'proveedor@demo.co',
    email: 'julian.restrepo@demo.co',
    firstName: 'Julián Andrés',
    lastName: 'Restrepo Mejía',
    phone: '3028889911',
    cedula: '1036998877',
    cityId: '05266',
    profile: 'Arquitecto, especialista en porcelanatos y pisos de gran formato',
    instagram: 'julian.arq_pisos',
    video: 'https://ceramicasdelvalle.com.co/asesores/julian-restrepo/presentacion',
    diploma: ['Universidad Nacional de Colombia, sede Medellín', 'Arquitecto'],
    onlineStatus: 'away',
    createdDaysAgo: 60,
  },
  {
    supplierEmail: 'proveedor@demo.co',
    email: 'marcela.ochoa@demo.co',
    firstName: 'Marcela',
    lastName: 'Ochoa Betancur',
    phone: '3039990022',
    cedula: '43987654',
    cityId: '05615',
    profile: 'Asesora en diseño de baños y cocinas',
    instagram: 'marcela.banosycocinas',
    video: 'https://ceramicasdelvalle.com.co/asesores/marcela-ochoa/presentacion',
    diploma: ['Institución Universitaria Colegio Mayor de Antioquia', 'Tecnóloga en Diseño'],
    onlineStatus: 'offline',
    createdDaysAgo: 35,
  },
  {
    supplierEmail: 'luminarias.andinas@demo.co',
    email: 'felipe.cardenas@demo.co',
    firstName: 'Felipe',
    lastName: 'Cárdenas Suárez',
    phone: '3046661133',
    cedula: '1020445566',
    cityId: '11001',
    profile: 'Diseñador de iluminación residencial y comercial',
    instagram: 'felipe.luz.diseno',
    video: 'https://luminariasandinas.com.co/equipo/felipe-cardenas/video',
    diploma: ['Universidad Jorge Tadeo Lozano', 'Diseñador Industrial'],
    onlineStatus: 'online',
    createdDaysAgo: 45,
  },
];

export type StagedAdvisers = StagedFile[][];

/** Each adviser's portrait, diploma and two portfolio images, stored before the transaction. */
export async function stageDemoAdvisers(ctx: AppContext): Promise<StagedAdvisers> {
  const avatarType = documentTypeFor(documentTypeId('avatar'));
  const diplomaType = documentTypeFor(documentTypeId('curriculum'));
  const portfolioType = documentTypeFor(documentTypeId('portfolio'));
  return Promise.all(
    DEMO_ADVISERS.map(async (adviser, index) => {
      const name = `${adviser.firstName} ${adviser.lastName}`;
      const [institution, title] = adviser.diploma;
      return [
        await stageFile(ctx, avatarType, {
          fileName: 'foto-perfil.png',
          content: await portraitImage(index),
        }),
        await stageFile(ctx, diplomaType, {
          fileName: 'diploma-profesional.pdf',
          // Issued by the institution, so its name heads the page instead of the product's.
          content: await renderPdf({
            brand: institution,
            title: 'Diploma',
            sections: [
              {
                paragraphs: [
                  'Confiere el título de',
                  title,
                  `a ${name}`,
                  `identificado(a) con cédula de ciudadanía ${adviser.cedula}.`,
                ],
              },
            ],
          }),
        }),
        ...(await Promise.all(
          [0, 1].map((offset) =>
            stageFile(ctx, portfolioType, {
              fileName: `proyecto-${offset + 1}.png`,
              content: roomIllustration(index * 2 + offset + 3),
            }),
          ),
        )),
      ];
    }),
  );
}

/** The advisers, approved and active, with their files, inside the seed's transaction. */
export async function seedDemoAdvisers(
  ctx: AppContext,
  tx: Database,
  now: Date,
  staged: StagedAdvisers,
  password: string,
): Promise<void> {
  const suppliers = await findSuppliersWithWarehouse(tx, [
    ...new Set(DEMO_ADVISERS.map((adviser) => adviser.supplierEmail)),
  ]);
  for (const [index, adviser] of DEMO_ADVISERS.entries()) {
    const supplier = suppliers.get(adviser.supplierEmail);
    const city = findCity({ id: adviser.cityId });
    if (!supplier || !city)
      throw new Error(`Demo adviser ${adviser.email} has no supplier or city`);
    const input = adviserCreateSchema.parse({
      first_name: adviser.firstName,
      last_name: adviser.lastName,
      cedula: adviser.cedula,
      phone: adviser.phone,
      email: adviser.email,
      city_name: cityLabel(city),
      professional_profile: adviser.profile,
      instagram_account: adviser.instagram,
      video_presentation_url: adviser.video,
      password,
    });
    await insertAdviser(ctx, tx, {
      input,
      city,
      supplierUserId: supplier.id,
      staged: staged[index] ?? [],
      isApproved: true,
      onlineStatus: adviser.onlineStatus,
      createdAt: new Date(now.getTime() - adviser.createdDaysAgo * 86_400_000),
    });
  }
}
