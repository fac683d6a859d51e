/** SPEC §3: the stored auth record lives in localStorage under `auth` as `{ token }`. */
export const AUTH_STORAGE_KEY = 'auth';

interface StoredAuth {
  token: string;
}

export function readToken(): string | null {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredAuth> | null;
    return typeof parsed?.token === 'string' && parsed.token ? parsed.token : null;
  } catch {
    return null;
  }
}

/** SPEC §4: "authenticated" means the auth entry exists. */
export function isAuthenticated(): boolean {
  return readToken() !== null;
}

export function saveToken(token: string): void {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token } satisfies StoredAuth));
}

export function clearSession(): void {
  localStorage.removeItem(AUTH_STORAGE_KEY);
}

/** SPEC §2: after logout the user goes to /auth/login (a full load drops every cached query). */
export function leaveToLogin(): void {
  window.location.assign('/auth/login');
}

export function reloadPage(): void {
  window.location.reload();
}
