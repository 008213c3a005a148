/**
 * WhatsApp Business Cloud API: template messages to a Colombian mobile number
 * (`POST {api}/{PHONE_NUMBER_ID}/messages`, Bearer token).
 */
export interface OutgoingWhatsapp {
  to: string;
  template: { name: string; parameters: string[] };
}

export interface WhatsappSender {
  send(message: OutgoingWhatsapp): Promise<void>;
}

/** Ten-digit Colombian mobiles get the country code the API expects (573001234567). */
export function whatsappRecipient(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `57${digits}` : digits;
}

export function whatsappCloudSender(options: {
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  fetchImpl?: typeof fetch;
}): WhatsappSender {
  const send = options.fetchImpl ?? fetch;
  return {
    async send(message) {
      const response = await send(`${options.apiUrl}/${options.phoneNumberId}/messages`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: whatsappRecipient(message.to),
          type: 'template',
          template: {
            name: message.template.name,
            language: { code: 'es_CO' },
            components: [
              {
                type: 'body',
                parameters: message.template.parameters.map((text) => ({ type: 'text', text })),
              },
            ],
          },
        }),
      });
      if (!response.ok) {
        throw new Error(`WhatsApp API answered ${response.status}: ${await response.text()}`);
      }
    },
  };
}
