import { BLOCKED_ACCOUNT_MESSAGE } from '@kabinet/domain/shared';

import { clearSession, leaveToLogin, readToken, reloadPage } from '../session/session.ts';
import { showToast, showToastAfterReload } from '../toast/toast-store.ts';
import { createHttpClient } from './http-client.ts';

/** The body of an API answer that carries one resource or list (SPEC §7): `{ data: T }`. */
export type DataEnvelope<T> = { data: T };

let apiBaseUrl = import.meta.env.VITE_API_URL ?? '';

/** Points the app at another API origin (SPEC §1: the API may live on its own host). */
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url;
}

/** The API origin every call goes to: `VITE_API_URL` unless the app pointed itself elsewhere. */
export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

/** The absolute URL of an API path on the current API origin (a fetch the client cannot make). */
export function apiUrl(path: string): string {
  return `${apiBaseUrl}${path}`;
}

/** The one HTTP client of the app (SPEC §7–§8); only features' api.ts files call it. */
export const http = createHttpClient({
  baseUrl: getApiBaseUrl,
  getToken: readToken,
  onUnauthorized: () => {
    clearSession();
    reloadPage();
  },
  onForbidden: (message) => {
    if (message === BLOCKED_ACCOUNT_MESSAGE) {
      showToastAfterReload({ type: 'negative', message });
      clearSession();
      leaveToLogin();
      return;
    }
    showToast({ type: 'negative', message });
  },
});
