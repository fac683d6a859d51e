import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';

import { companies, companyUsers } from '../../db/schema/companies.ts';
import { companyBanks, type CompanyBankRow } from '../../db/schema/company-banks.ts';
import { companyDocuments, type CompanyDocumentRow } from '../../db/schema/company-documents.ts';
import {
  companyInvitations,
  type CompanyInvitationRow,
} from '../../db/schema/company-invitations.ts';
import { referrals } from '../../db/schema/referral.ts';
import { staffAssignments } from '../../db/schema/staff-assignments.ts';
import { users, type UserRow } from '../../db/schema/users.ts';

/** A user as a company shows them: the member row with the account. */
export type CompanyMemberRow = { user: UserRow; position: string; companyId: number };
export type DocumentWithUploader = CompanyDocumentRow & { uploaderName: string | null };
export type InvitationWithNames = CompanyInvitationRow & {
  inviterName: string | null;
  companyName: string;
  companyInn: string;
};

/** Everything SPEC §3 Company shows besides the row itself. */
export type CompanyRelations = {
  banks: CompanyBankRow[];
  members: CompanyMemberRow[];
  documents: DocumentWithUploader[];
  invitations: InvitationWithNames[];
  managers: UserRow[];
  /** How the company's referral rewards are paid (`card`, `bank_account`, `balance`); '' before it chooses. */
  referralPaymentMethod: string;
};

// SPEC §3 Company parts (banks, members, documents, invitations, managers) as json arrays from
// correlated subqueries of the outer `companies` row: one round trip for all of them instead of
// one per part (user-full reads them at every app start). Each array holds the rows the plain
// per-part queries (listMembers, listDocuments, listPendingInvitations…) return, in the same
// order, read back through the columns' own decoders, so the rows equal a select's.

type JsonObject = Record<string, unknown>;

/** The row of `table` as a json object keyed by column name. */
const jsonOf = (table: PgTable) => sql`to_json(${table})`;

/**
 * Reads a `jsonOf(table)` object back into the table's row, each value decoded as a select
 * decodes it. Column names follow the database handle's `casing: 'snake_case'` (db/client.ts).
 */
function rowReader<T extends PgTable>(table: T): (json: JsonObject) => T['$inferSelect'] {
  const columns: Record<string, Column> = getTableColumns(table);
  const fields = Object.entries(columns).map(([key, column]) => {
    const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
    return { key, name, column };
  });
  return (json) =>
    Object.fromEntries(
      fields.map(({ key, name, column }) => {
        const value = json[name];
        return [
          key,
          value === null || value === undefined ? null : column.mapFromDriverValue(value),
        ];
      }),
    ) as T['$inferSelect'];
}

const readBank = rowReader(companyBanks);
const readUser = rowReader(users);
const readDocument = rowReader(companyDocuments);
const readInvitation = rowReader(companyInvitations);

/** The json array of `item` over `rest` (from … where …), in `orderBy` order; `[]` when empty. */
const jsonList = (item: SQL, orderBy: SQL, rest: SQL) =>
  sql<JsonObject[]>`(select coalesce(json_agg(${item} order by ${orderBy}), '[]') ${rest})`;

const ofThisCompany = (column: Column) => sql`${column} = ${companies.id}`;

/** The parts of the outer `companies` row, one json array each (see `readRelations`). */
export const relationColumns = {
  banks: jsonList(
    jsonOf(companyBanks),
    sql`${companyBanks.id}`,
    sql`from ${companyBanks} where ${ofThisCompany(companyBanks.companyId)}`,
  ),
  // Members (not staff), owner first then by join time.
  members: jsonList(
    sql`json_build_object('user', ${jsonOf(users)}, 'position', ${companyUsers.position},
      'companyId', ${companyUsers.companyId})`,
    sql`${companyUsers.position} = 'owner' desc, ${companyUsers.createdAt}, ${users.id}`,
    sql`from ${companyUsers} inner join ${users} on ${users.id} = ${companyUsers.userId}
      where ${ofThisCompany(companyUsers.companyId)} and ${companyUsers.position} <> 'manager'`,
  ),
  documents: jsonList(
    sql`json_build_object('document', ${jsonOf(companyDocuments)}, 'uploaderName', ${users.name})`,
    sql`${companyDocuments.createdAt} desc, ${companyDocuments.id} desc`,
    sql`from ${companyDocuments} left join ${users} on ${users.id} = ${companyDocuments.uploadedBy}
      where ${ofThisCompany(companyDocuments.companyId)}`,
  ),
  // Pending and not expired, as listPendingInvitations.
  invitations: jsonList(
    sql`json_build_object('invitation', ${jsonOf(companyInvitations)}, 'inviterName', ${users.name},
      'companyName', ${companies.name}, 'companyInn', ${companies.inn})`,
    sql`${companyInvitations.id}`,
    sql`from ${companyInvitations} left join ${users} on ${users.id} = ${companyInvitations.invitedBy}
      where ${ofThisCompany(companyInvitations.companyId)}
        and ${companyInvitations.status} = 'PENDING' and ${companyInvitations.expiresAt} > now()`,
  ),
  managers: jsonList(
    jsonOf(users),
    sql`${staffAssignments.createdAt}, ${users.id}`,
    sql`from ${staffAssignments} inner join ${users} on ${users.id} = ${staffAssignments.userId}
      where ${ofThisCompany(staffAssignments.companyId)}`,
  ),
  // SPEC §3 Company.referral.settings.payment_method is the company's Referral settings'
  // payment_method: its type, chosen on connecting and changed on the referral page.
  referralPaymentMethod: sql<string>`coalesce((select ${referrals.paymentMethodType}
    from ${referrals} where ${ofThisCompany(referrals.companyId)}), '')`,
};

type ListPart = Exclude<keyof typeof relationColumns, 'referralPaymentMethod'>;
type RelationsJson = { [K in ListPart]: JsonObject[] } & { referralPaymentMethod: string };

/** The rows of `relationColumns` as a select of each part would give them. */
export function readRelations(json: RelationsJson): CompanyRelations {
  return {
    banks: json.banks.map(readBank),
    members: json.members.map((member) => ({
      user: readUser(member.user as JsonObject),
      position: member.position as string,
      companyId: member.companyId as number,
    })),
    documents: json.documents.map((item) => ({
      ...readDocument(item.document as JsonObject),
      uploaderName: item.uploaderName as string | null,
    })),
    invitations: json.invitations.map((item) => ({
      ...readInvitation(item.invitation as JsonObject),
      inviterName: item.inviterName as string | null,
      companyName: item.companyName as string,
      companyInn: item.companyInn as string,
    })),
    managers: json.managers.map(readUser),
    referralPaymentMethod: json.referralPaymentMethod,
  };
}

export const noRelations = (): CompanyRelations => ({
  banks: [],
  members: [],
  documents: [],
  invitations: [],
  managers: [],
  referralPaymentMethod: '',
});
