// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../../test/render-component';
import { json, stubFetch } from '../../../test/render-app';
import { requestUrl } from '../testing/products';
import { useStoreAdvisers } from './get-store-advisers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function AdviserCount({ label }: { label: string }) {
  const advisers = useStoreAdvisers('Cerámicas del Valle');
  return <p>{advisers.data ? `${label}: ${advisers.data.length}` : `${label}: …`}</p>;
}

/** The product page's early read, then the lazy picker mounting once the answer is in. */
function ProductPageLike() {
  const [pickerShown, setPickerShown] = useState(false);
  return (
    <>
      <AdviserCount label="página" />
      <button type="button" onClick={() => setPickerShown(true)}>
        Mostrar asesores
      </button>
      {pickerShown ? <AdviserCount label="asesores" /> : null}
    </>
  );
}

describe("a store's advisers", () => {
  it('are asked for once when a second reader mounts after the answer', async () => {
    const fetchMock = stubFetch((url) =>
      url.endsWith('/v2/salespeople/Cer%C3%A1micas%20del%20Valle') ? json([]) : undefined,
    );
    renderComponent(<ProductPageLike />);
    await screen.findByText('página: 0');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar asesores' }));
    await screen.findByText('asesores: 0');
    const asked = fetchMock.mock.calls.filter(([url]) =>
      requestUrl(url).includes('/v2/salespeople/'),
    );
    expect(asked).toHaveLength(1);
  });
});
