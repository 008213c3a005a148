/** Files for picker tests: jsdom has `File` but no `blob:` addresses for previews. */
import { vi } from 'vitest';

/** A file of the given type; `size` is faked so a 16 MB file costs no memory. */
export function fakeFile(name: string, type: string, size = 1024): File {
  const file = new File(['contenido'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function stubObjectUrls(): void {
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:vista-previa-${(next += 1)}`);
  URL.revokeObjectURL = vi.fn();
}

/** The multipart body of the first call to a URL containing `fragment`. */
export function sentForm(
  fetchMock: { mock: { calls: Array<[RequestInfo | URL, RequestInit?]> } },
  fragment: string,
): FormData | undefined {
  const call = fetchMock.mock.calls.find(([input]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return url.includes(fragment);
  });
  const body = call?.[1]?.body;
  return body instanceof FormData ? body : undefined;
}
