import { useSearchParams } from 'react-router';

/**
 * A record id kept in the URL's query (?item_id=12), so a dialog opened on a list survives a
 * reload and a notification link opens it: the id (null when absent) and a setter that adds
 * it (a history entry) or removes it (replacing the entry).
 */
export function useIdParam(key: string): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get(key)) || null;
  const set = (id: number | null) =>
    setParams(
      (p) => {
        if (id) p.set(key, String(id));
        else p.delete(key);
        return p;
      },
      { replace: !id },
    );
  return [value, set];
}
