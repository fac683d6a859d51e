/**
 * docs/api/companies.md «Access rule»: requisites, addresses, the director and banks are changed by
 * the owner, a company admin, assigned staff (`manager`) and admin/crm (`staff`); an employee
 * sees the company but cannot change its data. The server refuses with 403, the web hides the
 * buttons, both by this rule. `position` is a `CurrentUserPosition` (the wire says it as a string).
 */
export function canEditCompany(position: string): boolean {
  return position !== 'employee';
}

/**
 * docs/api/companies.md: inviting users, changing their positions and removing them is for the
 * owner or a company admin only; staff of the firm manage users through the admin area instead.
 */
export function canManageUsers(position: string): boolean {
  return position === 'owner' || position === 'admin';
}
