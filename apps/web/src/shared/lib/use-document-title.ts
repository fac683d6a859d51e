import { useEffect } from 'react';

/** «Профиль — Кабинет» in the browser tab and history. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} — Кабинет` : 'Кабинет';
  }, [title]);
}
