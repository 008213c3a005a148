/** Calls to a running product's HTTP API, for journeys that need no browser. */

interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** One JSON request; a body turns it into a POST unless `method` says otherwise. */
export async function callApi<T = unknown>(
  url: string,
  options: {
    method?: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as T,
  };
}

export interface RegisteredClient {
  email: string;
  password: string;
  token: string;
}

/** A client account registered through `POST /v1/clients`; `index` keeps its details unique. */
export async function registerClient(
  base: string,
  index: number,
  prefix: string,
): Promise<RegisteredClient> {
  const email = `${prefix}${index}@prueba.co`;
  const password = 'Clave123!';
  const answer = await callApi<{ token: string }>(`${base}/v1/clients`, {
    body: {
      first_name: 'Comprador',
      last_name: `Prueba ${index}`,
      email,
      phone: `320${String(1_000_000 + index).padStart(7, '0')}`,
      cedula: String(1_050_000_000 + index),
      city_name: 'Medellín, Antioquia',
      city_id: '05001',
      street_address: 'Carrera 43A # 1-50',
      password,
      passwordConfirm: password,
    },
  });
  if (answer.status !== 201) throw new Error(`register ${email}: ${JSON.stringify(answer.body)}`);
  return { email, password, token: answer.body.token };
}
