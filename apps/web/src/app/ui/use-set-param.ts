import { useSearchParams } from 'react-router';

/** Sets one parameter of the address bar, left out when empty, keeping the others; `replace` keeps the history entry. */
export function useSetParam({ replace = false }: { replace?: boolean } = {}): (name: string, value: string | null) => void {
  const [, setParams] = useSearchParams();
  return (name, value) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace },
    );
}
