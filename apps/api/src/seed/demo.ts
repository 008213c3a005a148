/**
 * The demo marketplace seeded by `npm start` when the database is empty: the six demo accounts
 * of the README with their profiles, enough people around them for the shells to look alive, a
 * catalogue of products in every category (demo-catalogue.ts), orders, the demo client's
 * conversations with the demo adviser (demo-consultancies.ts), virtual consultancies and
 * remodellings at every step (demo-remodelings.ts).
 */
import { ROLE } from '@hogarte/shared/roles';
import type { AppContext } from '../context.js';
import { documentTypeId } from '@hogarte/shared/lookups';
import {
  discardStagedFiles,
  documentTypeFor,
  recordStagedFile,
  stageFile,
} from '../modules/files/files.service.js';
import { cityLabel, findCity } from '../modules/lookups/cities.js';
import { insertAddresses } from '../modules/suppliers/suppliers.repository.js';
import { createUser } from '../modules/users/users.service.js';
import {
  countUsers,
  insertDesignerProfile,
  insertSupplierProfile,
  upsertBankAccount,
} from '../modules/users/users.repository.js';
import { seedDemoAdvisers, stageDemoAdvisers, type StagedAdvisers } from './demo-advisers.js';
import { seedDemoCatalogue, stageDemoCatalogue, type StagedCatalogue } from './demo-catalogue.js';
import { seedDemoConsultancies } from './demo-consultancies.js';
import { seedDemoOrders } from './demo-orders.js';
import { seedDemoPresential } from './demo-presential.js';
import { seedDemoPqrs } from './demo-pqrs.js';
import { seedDemoRemodelings } from './demo-remodelings.js';
import { seedDemoVirtualConsultancies } from './demo-virtual-consultancies.js';
import { roomIllustration } from './illustrations.js';
import { inTransaction } from '../db/transaction.js';
import type { Database } from '../db/client.js';

export const DEMO_PASSWORD = 'Demo1234!';

interface Person {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  cedula: string;
  cityId: string;
  street: string;
  isApproved?: boolean | null;
  createdDaysAgo?: number;
}

function place(cityId: string) {
  const city = findCity({ id: cityId });
  if (!city) throw new Error(`Unknown city ${cityId}`);
  return { cityCode: city.id, cityName: cityLabel(city) };
}

async function addUser(tx: Database, roleId: number, person: Person, now: Date) {
  const createdAt = new Date(now.getTime() - (person.createdDaysAgo ?? 0) * 86_400_000);
  return createUser(tx, {
    roleId,
    email: person.email,
    phone: person.phone,
    cedula: person.cedula,
    firstName: person.firstName,
    lastName: person.lastName,
    password: DEMO_PASSWORD,
    ...place(person.cityId),
    streetAddress: person.street,
    isApproved: person.isApproved === undefined ? true : person.isApproved,
    createdAt,
    updatedAt: createdAt,
  });
}

const DESIGNERS: (Person & {
  professionId: number;
  bio: string;
  university: string;
  year: number;
})[] = [
  {
    email: 'disenador@demo.co',
    firstName: 'Valentina',
    lastName: 'Gómez Arango',
    phone: '3104567890',
    cedula: '1036654321',
    cityId: '05001',
    street: 'Carrera 43A # 7-50, El Poblado',
    professionId: 1,
    university: 'Universidad Pontificia Bolivariana',
    year: 2014,
    createdDaysAgo: 320,
    bio: 'Diseñadora de interiores con diez años de experiencia en remodelaciones de apartamentos y casas en el Valle de Aburrá. Me apasionan los espacios cálidos, la madera natural y la luz bien pensada; acompaño a cada cliente desde la primera visita hasta la instalación.',
  },
  {
    email: 'santiago.mejia@demo.co',
    firstName: 'Santiago',
    lastName: 'Mejía Londoño',
    phone: '3115550101',
    cedula: '1020304050',
    cityId: '11001',
    street: 'Calle 93 # 11-27',
    professionId: 2,
    university: 'Universidad de los Andes',
    year: 2011,
    createdDaysAgo: 210,
    bio: 'Arquitecto especializado en cocinas y baños. Diseño espacios funcionales, fáciles de mantener y con materiales nacionales de alta calidad, cuidando cada detalle del presupuesto para que la obra llegue a tiempo.',
  },
  {
    email: 'laura.ospina@demo.co',
    firstName: 'Laura',
    lastName: 'Ospina Ríos',
    phone: '3125550102',
    cedula: '1098765432',
    cityId: '76001',
    street: 'Avenida 6N # 25-40',
    professionId: 3,
    university: 'Universidad Javeriana Cali',
    year: 2018,
    createdDaysAgo: 95,
    bio: 'Decoradora enfocada en estilo contemporáneo tropical. Trabajo con fibras naturales, plantas y colores tierra para crear hogares frescos y acogedores, ideales para el clima de Cali y la costa.',
  },
  {
    email: 'andres.cardona@demo.co',
    firstName: 'Andrés',
    lastName: 'Cardona Vélez',
    phone: '3135550103',
    cedula: '71234567',
    cityId: '08001',
    street: 'Carrera 53 # 82-15',
    professionId: 1,
    university: 'Universidad del Norte',
    year: 2020,
    isApproved: null,
    createdDaysAgo: 3,
    bio: 'Diseñador de interiores recién llegado a Barranquilla, con experiencia en locales comerciales y apartamentos pequeños. Busco soluciones de almacenamiento inteligentes y presupuestos claros para cada proyecto.',
  },
  {
    email: 'maria.jaramillo@demo.co',
    firstName: 'María José',
    lastName: 'Jaramillo',
    phone: '3145550104',
    cedula: '43123456',
    cityId: '66001',
    street: 'Calle 14 # 23-10',
    professionId: 2,
    university: 'Universidad Católica de Pereira',
    year: 2016,
    isApproved: false,
    createdDaysAgo: 40,
    bio: 'Arquitecta con énfasis en sostenibilidad y eficiencia energética. Me gusta integrar iluminación natural, materiales reciclados y soluciones de bajo mantenimiento en cada vivienda que intervengo.',
  },
];

const SUPPLIERS: (Person & { company: string; nit: string; description: string })[] = [
  {
    email: 'proveedor@demo.co',
    firstName: 'Carlos',
    lastName: 'Ramírez Toro',
    phone: '3001112233',
    cedula: '98765432',
    cityId: '05001',
    street: 'Calle 10 Sur # 50FF-28, Guayabal',
    company: 'Cerámicas del Valle',
    nit: '900123456',
    createdDaysAgo: 400,
    description:
      'Fabricantes y distribuidores de revestimientos cerámicos, porcelanatos y pisos para interiores y exteriores desde 1998.',
  },
  {
    email: 'luminarias.andinas@demo.co',
    firstName: 'Patricia',
    lastName: 'Herrera',
    phone: '3002223344',
    cedula: '52345678',
    cityId: '11001',
    street: 'Carrera 68 # 17-50, Zona Industrial',
    company: 'Luminarias Andinas',
    nit: '901234567',
    createdDaysAgo: 250,
    description:
      'Iluminación decorativa y técnica: lámparas de techo, apliques, lámparas de pie y bombillos LED de bajo consumo.',
  },
  {
    email: 'casa.textil@demo.co',
    firstName: 'Jorge',
    lastName: 'Salazar',
    phone: '3003334455',
    cedula: '16789012',
    cityId: '76001',
    street: 'Calle 15 # 26-100, Acopi Yumbo',
    company: 'Casa Textil & Deco',
    nit: '900987654',
    createdDaysAgo: 180,
    description:
      'Decoración para el hogar: cojines, tapetes, cortinas, espejos y accesorios hechos por artesanos colombianos.',
  },
  {
    email: 'muebles.nativa@demo.co',
    firstName: 'Mateo',
    lastName: 'Arango Ruiz',
    phone: '3005556677',
    cedula: '10123456',
    cityId: '66001',
    street: 'Avenida 30 de Agosto # 85-120, Bodega 4',
    company: 'Muebles Nativa',
    nit: '901888999',
    createdDaysAgo: 210,
    description:
      'Muebles de sala, comedor, oficina y exterior en maderas colombianas, diseñados y fabricados en Pereira.',
  },
  {
    email: 'maderas.finas@demo.co',
    firstName: 'Luisa',
    lastName: 'Fernández',
    phone: '3004445566',
    cedula: '39876543',
    cityId: '68001',
    street: 'Kilómetro 7 vía Girón',
    company: 'Maderas Finas del Oriente',
    nit: '901555777',
    isApproved: null,
    createdDaysAgo: 2,
    description:
      'Pisos de madera maciza y laminados, decks para exteriores y mobiliario en maderas certificadas.',
  },
];

const CLIENTS: Person[] = [
  {
    email: 'cliente@demo.co',
    firstName: 'Camila',
    lastName: 'Restrepo Uribe',
    phone: '3201234567',
    cedula: '1017234567',
    cityId: '05001',
    street: 'Calle 10 # 35-20, apto 1102',
    createdDaysAgo: 60,
  },
  {
    email: 'juan.torres@demo.co',
    firstName: 'Juan Pablo',
    lastName: 'Torres',
    phone: '3211234567',
    cedula: '1018345678',
    cityId: '11001',
    street: 'Carrera 7 # 72-41',
    createdDaysAgo: 45,
  },
  {
    email: 'natalia.castro@demo.co',
    firstName: 'Natalia',
    lastName: 'Castro Peña',
    phone: '3221234567',
    cedula: '1019456789',
    cityId: '76001',
    street: 'Calle 5 # 66-30',
    createdDaysAgo: 30,
  },
  {
    email: 'felipe.vargas@demo.co',
    firstName: 'Felipe',
    lastName: 'Vargas',
    phone: '3231234567',
    cedula: '1020567890',
    cityId: '08001',
    street: 'Calle 84 # 45-12',
    createdDaysAgo: 21,
  },
  {
    email: 'sofia.martinez@demo.co',
    firstName: 'Sofía',
    lastName: 'Martínez Gil',
    phone: '3241234567',
    cedula: '1021678901',
    cityId: '13001',
    street: 'Bocagrande, Carrera 3 # 6-18',
    createdDaysAgo: 12,
  },
  {
    email: 'daniel.moreno@demo.co',
    firstName: 'Daniel',
    lastName: 'Moreno',
    phone: '3251234567',
    cedula: '1022789012',
    cityId: '68001',
    street: 'Carrera 27 # 36-14',
    createdDaysAgo: 5,
  },
];

/** Seeds the demo when the database has no users yet; returns whether it did. */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<boolean> {
  if ((await countUsers(ctx.db)) > 0) return false;
  const now = ctx.now();
  // Three portfolio images per designer, put in storage before the transaction records them.
  const portfolioType = documentTypeFor(documentTypeId('portfolio'));
  const portfolios = await Promise.all(
    DESIGNERS.map((_, designerIndex) =>
      Promise.all(
        [0, 1, 2].map((offset) =>
          stageFile(ctx, portfolioType, {
            fileName: `proyecto-${offset + 1}.png`,
            content: roomIllustration(designerIndex + offset),
          }),
        ),
      ),
    ),
  );
  const catalogue = await stageDemoCatalogue(ctx);
  const advisers = await stageDemoAdvisers(ctx);
  try {
    await seedPeople(ctx, now, portfolios, catalogue, advisers);
  } catch (error) {
    await discardStagedFiles(ctx, [...portfolios.flat(), ...catalogue.files, ...advisers.flat()]);
    throw error;
  }
  return true;
}

async function seedPeople(
  ctx: AppContext,
  now: Date,
  portfolios: Awaited<ReturnType<typeof stageFile>>[][],
  catalogue: StagedCatalogue,
  advisers: StagedAdvisers,
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const designerIds: number[] = [];
    for (const [index, designer] of DESIGNERS.entries()) {
      const user = await addUser(tx, ROLE.designer, designer, now);
      designerIds.push(user.id);
      for (const image of portfolios[index] ?? []) {
        await recordStagedFile(ctx, tx, user.id, image);
      }
      await insertDesignerProfile(tx, {
        userId: user.id,
        professionId: designer.professionId,
        bio: designer.bio,
        universityName: designer.university,
        graduationYear: designer.year,
        instagram: `https://instagram.com/${designer.firstName.toLowerCase().replace(/\s/g, '')}.disena`,
        ratingSum: designer.isApproved === undefined ? 46 : 0,
        ratingCount: designer.isApproved === undefined ? 10 : 0,
      });
      if (designer.isApproved === undefined) {
        await upsertBankAccount(tx, {
          userId: user.id,
          bankName: 'bancolombia',
          accountNumber: `0${designer.cedula}`,
          isSavingsAccount: true,
        });
      }
    }

    for (const supplier of SUPPLIERS) {
      const user = await addUser(tx, ROLE.supplier, supplier, now);
      await insertSupplierProfile(tx, {
        userId: user.id,
        companyName: supplier.company,
        nit: supplier.nit,
        companyPhone: supplier.phone,
        companyEmail: supplier.email,
        companyDescription: supplier.description,
        legalRepFirstName: supplier.firstName,
        legalRepLastName: supplier.lastName,
        legalRepPhone: supplier.phone,
        legalRepCedula: supplier.cedula,
        contactFirstName: supplier.firstName,
        contactLastName: supplier.lastName,
        contactEmail: supplier.email,
        contactPhone: supplier.phone,
        isTaxable: true,
        primaryColor: '#8C4A2F',
        secondaryColor: '#F3E9DC',
        // Demo checkouts work out of the box: the simulators take these keys (Envia takes any).
        wompiPublicKey: ctx.config.wompi?.simulator ? ctx.config.wompi.publicKey : null,
        enviaKey: `demo_envia_${supplier.nit}`,
      });
      // Every application names at least one warehouse: the company's own address here.
      const { cityCode, cityName } = place(supplier.cityId);
      await insertAddresses(tx, [
        { userId: user.id, kind: 'storage', streetAddress: supplier.street, cityCode, cityName },
      ]);
      if (supplier.isApproved === undefined) {
        await upsertBankAccount(tx, {
          userId: user.id,
          bankName: 'davivienda',
          accountNumber: `4${supplier.nit}`,
          isSavingsAccount: false,
        });
      }
    }

    await addUser(
      tx,
      ROLE.lsh,
      {
        email: 'lsh@demo.co',
        firstName: 'Andrés',
        lastName: 'Pérez Logística',
        phone: '3009998877',
        cedula: '80123456',
        cityId: '05001',
        street: 'Autopista Sur # 29-10, Itagüí',
        createdDaysAgo: 500,
      },
      now,
    );
    await addUser(
      tx,
      ROLE.admin,
      {
        email: 'admin@demo.co',
        firstName: 'Equipo',
        lastName: 'Administración',
        phone: '3008887766',
        cedula: '1000000001',
        cityId: '05001',
        street: 'Carrera 43A # 1-50, oficina 801',
        createdDaysAgo: 600,
      },
      now,
    );
    await seedDemoAdvisers(ctx, tx, now, advisers, DEMO_PASSWORD);

    const clientIds: number[] = [];
    for (const client of CLIENTS) clientIds.push((await addUser(tx, ROLE.client, client, now)).id);
    // Buyers already have their home as a delivery address, as after a first purchase.
    const buyers = [...CLIENTS.map((person, at) => [person, clientIds[at]] as const)];
    const [firstDesigner] = DESIGNERS;
    if (firstDesigner) buyers.push([firstDesigner, designerIds[0]]);
    await insertAddresses(
      tx,
      buyers.flatMap(([person, userId]) =>
        userId === undefined
          ? []
          : [
              {
                userId,
                kind: 'shipping' as const,
                streetAddress: person.street,
                ...place(person.cityId),
              },
            ],
      ),
    );

    await seedDemoCatalogue(ctx, tx, now, catalogue);
    await seedDemoOrders(ctx, tx, now);
    await seedDemoConsultancies(ctx, tx, now);
    await seedDemoVirtualConsultancies(ctx, tx, now);
    await seedDemoRemodelings(ctx, tx, now);
    await seedDemoPresential(ctx, tx, now);
    await seedDemoPqrs(tx, now);
  });
}
