import { useSearchParams } from 'react-router';

/**
 * The request whose detail is open, kept in the address (`?pqrs={hashid}`) so the link in the
 * emails opens it and the browser's back button closes it.
 */
export function useOpenPqrs() {
  const [params, setParams] = useSearchParams();
  const hashid = params.get('pqrs');
  const change = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete('pqrs');
        else updated.set('pqrs', next);
        return updated;
      },
      { replace: next === null },
    );
  return {
    hashid,
    open: (next: string) => change(next),
    close: () => change(null),
  };
}
