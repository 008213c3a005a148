import { describe, expect, it } from 'vitest';
import { whatsappCloudSender, whatsappRecipient } from './cloud-api.js';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

function urlOf(input: string | URL | Request): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function fakeFetch(response: () => Response) {
  const calls: Call[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    calls.push({ url: urlOf(input), init });
    return Promise.resolve(response());
  };
  return { calls, fetchImpl };
}

const options = {
  apiUrl: 'https://graph.facebook.com/v21.0',
  phoneNumberId: '1234567890',
  token: 'token-de-prueba',
};

describe('whatsappCloudSender', () => {
  it('posts a Spanish (Colombia) template message to the Cloud API', async () => {
    const { calls, fetchImpl } = fakeFetch(() => new Response('{"messages":[{"id":"x"}]}'));
    const sender = whatsappCloudSender({ ...options, fetchImpl });
    await sender.send({
      to: '3001234567',
      template: { name: 'asesoria_confirmada', parameters: ['Camila', '10:00'] },
    });

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('https://graph.facebook.com/v21.0/1234567890/messages');
    expect(call?.init?.method).toBe('POST');
    expect(call?.init?.headers).toMatchObject({
      authorization: 'Bearer token-de-prueba',
      'content-type': 'application/json',
    });
    expect(typeof call?.init?.body).toBe('string');
    expect(JSON.parse(call?.init?.body as string)).toEqual({
      messaging_product: 'whatsapp',
      to: '573001234567',
      type: 'template',
      template: {
        name: 'asesoria_confirmada',
        language: { code: 'es_CO' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Camila' },
              { type: 'text', text: '10:00' },
            ],
          },
        ],
      },
    });
  });

  it('fails with the API status and answer when WhatsApp refuses the message', async () => {
    const { fetchImpl } = fakeFetch(
      () => new Response('{"error":"invalid token"}', { status: 401 }),
    );
    const sender = whatsappCloudSender({ ...options, fetchImpl });
    await expect(
      sender.send({ to: '3001234567', template: { name: 'x', parameters: [] } }),
    ).rejects.toThrow('WhatsApp API answered 401: {"error":"invalid token"}');
  });
});

describe('whatsappRecipient', () => {
  it('adds the Colombian country code to ten-digit mobiles only', () => {
    expect(whatsappRecipient('3001234567')).toBe('573001234567');
    expect(whatsappRecipient('300 123 4567')).toBe('573001234567');
    expect(whatsappRecipient('573001234567')).toBe('573001234567');
  });
});
