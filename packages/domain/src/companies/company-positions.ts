// Apart from the wire schemas: pages name positions and statuses without loading zod.

/** Positions inside a company (docs/api/companies.md). */
export const COMPANY_POSITIONS = ['owner', 'admin', 'employee'] as const;
export type CompanyPosition = (typeof COMPANY_POSITIONS)[number];
/** Positions a company user may be given or invited with (the owner is the creator). */
export const ASSIGNABLE_POSITIONS = ['admin', 'employee'] as const;
export type AssignablePosition = (typeof ASSIGNABLE_POSITIONS)[number];
/** How the caller relates to a company: a member's position, assigned staff, or admin/crm. */
export type CurrentUserPosition = CompanyPosition | 'manager' | 'staff';

/** Russian names of the positions. */
export const COMPANY_POSITION_NAMES: Record<CurrentUserPosition, string> = {
  owner: 'Владелец',
  admin: 'Администратор',
  employee: 'Сотрудник',
  manager: 'Менеджер',
  staff: 'Сотрудник фирмы',
};

export const COMPANY_STATUSES = ['ACTIVE', 'BLOCKED'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** A company's status as staff read it in lists and cards. */
export const COMPANY_STATUS_NAMES: Record<CompanyStatus, string> = {
  ACTIVE: 'Активна',
  BLOCKED: 'Заблокирована',
};

/** The Russian name of a company status; an unknown one as it came. */
export function companyStatusName(status: string): string {
  return COMPANY_STATUS_NAMES[status as CompanyStatus] ?? status;
}

export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The answer of POST companies/{id}/edit and companies/fill/{id} (SPEC §8 positive toast). */
export const COMPANY_SAVED_MESSAGE = 'Данные компании сохранены';
