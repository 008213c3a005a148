/**
 * Contracts of the virtual consultancy (spec part 2 §2.3, §3 Virtual consultancy, §7): the public
 * designers a client picks from, the consultancy as every list and the room show it, its files,
 * its payment through Wompi and the answers of its changes. Lists and the detail answer under
 * `info`, as the spec's `body.info`.
 */
import { z } from 'zod';
import { PAYMENT_STATUSES } from './checkout.js';
import { pageInfoSchema, pageOf } from './common.js';
import { VIRTUAL_STATUSES } from '../virtual-consultancies.js';

/** A designer as /asesoria-virtual shows it: approved, active and public only. */
export const publicDesignerSchema = z.object({
  uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  profession: z.string().nullable(),
  city: z.string().nullable(),
  bio: z.string().nullable(),
  /** The average of the ratings received, one decimal; null before the first one. */
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  portfolio: z.array(z.object({ url: z.string() })),
});
export type PublicDesigner = z.infer<typeof publicDesignerSchema>;

export const publicDesignersPageSchema = pageOf(publicDesignerSchema);
export type PublicDesignersPage = z.infer<typeof publicDesignersPageSchema>;

export const virtualConsultancySchema = z.object({
  hashid: z.string(),
  status: z.enum(VIRTUAL_STATUSES),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  is_paid: z.boolean(),
  /** null until the designer approves it (the spec's pending), then true. */
  is_approved: z.boolean().nullable(),
  to_pay: z.number().int(),
  to_pay_designer: z.number().int(),
  /** The platform's share (the spec's `to_pay_{product}`). */
  to_pay_platform: z.number().int(),
  space: z.object({ quantity: z.number().int() }),
  client: z.object({ uuid: z.string(), first_name: z.string(), last_name: z.string() }),
  designer: z.object({
    uuid: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    avatar: z.string().nullable(),
  }),
  /** The room client and designer talk in; null until the designer approves. */
  virtualChat: z
    .object({ client_uuid: z.string(), professional_uuid: z.string(), room_uuid: z.string() })
    .nullable(),
  /** The approved payment, for its receipt (`GET …/receipt/{paymentUuid}`). */
  payment: z.object({ uuid: z.string() }).nullable(),
  professional_rating: z.number().int().nullable(),
  rating_comment: z.string().nullable(),
});
export type VirtualConsultancy = z.infer<typeof virtualConsultancySchema>;

/** The room's header: the consultancy and when the viewer may knock again. */
export const virtualConsultancyDetailSchema = virtualConsultancySchema.extend({
  /** The viewer's next knock (client or designer); null when it may knock now or cannot at all. */
  knock_available_at: z.string().nullable(),
});
export type VirtualConsultancyDetail = z.infer<typeof virtualConsultancyDetailSchema>;

export const virtualConsultancyInfoSchema = z.object({ info: virtualConsultancySchema });
export const virtualConsultancyDetailInfoSchema = z.object({
  info: virtualConsultancyDetailSchema,
});
export const virtualConsultancyListSchema = z.object({ info: z.array(virtualConsultancySchema) });
export const virtualConsultancyAdminPageSchema = z.object({
  info: z.array(virtualConsultancySchema),
  pagination: pageInfoSchema,
});
export type VirtualConsultancyAdminPage = z.infer<typeof virtualConsultancyAdminPageSchema>;

/** `POST /v1/virtual-consultancy/{hashid}/payments`: Wompi's checkout for the stored total. */
export const virtualCheckoutSchema = z.object({
  reference: z.string(),
  amountInCents: z.number().int(),
  checkoutUrl: z.string(),
});
export type VirtualCheckout = z.infer<typeof virtualCheckoutSchema>;

/** `GET /v1/virtual-consultancy/payments/wompi/{id}`: how the payment the client returns from went. */
export const virtualPaymentResultSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  hashid: z.string(),
});
export type VirtualPaymentResult = z.infer<typeof virtualPaymentResultSchema>;

/** `POST …/chat-users`: the chat's two people, by uuid. */
export const virtualChatUsersSchema = z.object({
  clientId: z.string(),
  professionalId: z.string(),
});

/** A file of the room; its link is signed for a few minutes. */
export const virtualFileSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  url: z.string(),
  kind: z.enum(['image', 'pdf']),
  /** Designs only: null until the client approves it. */
  is_approved: z.boolean().nullable(),
  uploaded_by: z.enum(['client', 'designer', 'admin']),
  created_at: z.string(),
});
export type VirtualFile = z.infer<typeof virtualFileSchema>;

/** `GET …/shared-file/{hashid}`: one accordion each for designer and client, and the designs. */
export const virtualSharedFilesSchema = z.object({
  info: z.object({
    designer: z.array(virtualFileSchema),
    client: z.array(virtualFileSchema),
    designs: z.array(virtualFileSchema),
  }),
});
export type VirtualSharedFiles = z.infer<typeof virtualSharedFilesSchema>['info'];

/** `GET …/legal-docs/{hashid}`. */
export const virtualLegalDocsSchema = z.object({ info: z.array(virtualFileSchema) });

export const virtualFileUploadedSchema = z.object({ message: z.string(), info: virtualFileSchema });

/** `POST …/knock-knock-whatsapp`: the toast and when the next knock is allowed. */
export const virtualKnockSchema = z.object({ message: z.string(), available_at: z.string() });

/** The answer of approve, finish and rating: the toast and the consultancy as it now is. */
export const virtualChangedSchema = z.object({
  message: z.string(),
  info: virtualConsultancySchema,
});

/** `POST …/document/equivalent`: the equivalent document, a PDF in base64. */
export const equivalentDocumentSchema = z.object({ fileName: z.string(), pdf: z.string() });
