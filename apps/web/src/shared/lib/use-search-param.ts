import { useSearchParams } from 'react-router';

/**
 * One query parameter as state: its value, and a setter that keeps the other parameters and
 * removes this one on null or ''. Opening (`?act=12`) adds a history entry, so Back closes what
 * was opened; closing replaces it.
 */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: !value },
    );
  return [params.get(name), set];
}

/** The id a page opens from the address (`?act=12`, the link of a notice), and its setter. */
export function useOpenId(name: string): [number | null, (id: number | null) => void] {
  const [value, set] = useSearchParam(name);
  const id = Number(value);
  return [
    Number.isInteger(id) && id > 0 ? id : null,
    (next) => set(next === null ? null : String(next)),
  ];
}
