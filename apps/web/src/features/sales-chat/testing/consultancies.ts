/** Consultancies and messages as the API returns them, for the chat's page tests. */
import type { ChatMessage } from '@hogarte/shared/contracts/chat';
import type {
  SalesConsultancy,
  SalesConsultancyPage,
} from '@hogarte/shared/contracts/sales-consultancies';

export const ROOM = '0b6a3f7e-2f7c-4f4e-9a77-4c1d7f0e5a11';

export function consultancy(overrides: Partial<SalesConsultancy> = {}): SalesConsultancy {
  return {
    hashid: 'k3Jx9',
    client: { first_name: 'Camila', last_name: 'Gómez' },
    salesperson: { first_name: 'Daniela Alejandra', last_name: 'Ruiz Montoya', avatar: null },
    product: { id: 1, name: 'Porcelanato Roble Natural 60x60', image: null },
    salesChat: { room_uuid: ROOM, client_uuid: 'user-1', salesperson_uuid: 'user-6' },
    created_at: '2026-05-02T15:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}

export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: 'm1',
    chat: ROOM,
    user: { _id: 'user-6' },
    message: 'Hola, ¿en qué te puedo ayudar?',
    file: null,
    date: '2026-05-02T15:01:00.000Z',
    ...overrides,
  };
}

export function consultancyPage(items: SalesConsultancy[]): SalesConsultancyPage {
  return {
    items,
    pagination: { totalItems: items.length, totalPages: 1, currentPage: 1, itemsPerPage: 12 },
  };
}
