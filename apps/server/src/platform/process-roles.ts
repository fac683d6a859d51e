/**
 * What one server process does. `api` answers HTTP (the API, files and the web app),
 * `realtime` hosts Socket.IO, `worker` runs the background jobs and the schedules. The default
 * `all` is one process doing everything (the embedded default); any other split needs the nodes
 * to share PostgreSQL and Redis (config.ts refuses it otherwise).
 */
export const PROCESS_ROLES = ['api', 'realtime', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];
export type ProcessRoles = ReadonlySet<ProcessRole>;

const isRole = (value: string): value is ProcessRole =>
  (PROCESS_ROLES as readonly string[]).includes(value);

/** «all», one role or a comma list («api,realtime»); null when a part is not a role. */
export function parseRoles(value: string): ProcessRoles | null {
  const parts = value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (parts.length === 0) return null;
  if (parts.length === 1 && parts[0] === 'all') return new Set(PROCESS_ROLES);
  return parts.every(isRole) ? new Set(parts) : null;
}

/** True when this process does everything by itself (no other node is needed). */
export function isSingleProcess(roles: ProcessRoles): boolean {
  return PROCESS_ROLES.every((role) => roles.has(role));
}

/** True for a process that only hosts sockets (it needs none of the app's code). */
export function isRealtimeOnly(roles: ProcessRoles): boolean {
  return roles.size === 1 && roles.has('realtime');
}
