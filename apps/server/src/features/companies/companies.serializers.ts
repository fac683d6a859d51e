import {
  COMPANY_POSITION_NAMES,
  companyKindByInn,
  isIndividualInn,
  normalizeAddressLine,
  type Address,
  type Company,
  type CompanyBank,
  type CompanyDocument,
  type CompanyInvitation,
  type CompanyPosition,
  type CompanyUser,
  type CurrentUserPosition,
} from '@kabinet/domain/companies';

import type { CompanyBankRow } from '../../db/schema/company-banks.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { serializeAccompanying } from '../users/users-accompanying.serializers.ts';

import type {
  CompanyMemberRow,
  CompanyRelations,
  DocumentWithUploader,
  InvitationWithNames,
} from './companies-relations.repository.ts';
import type { MemberCompanyRow } from './companies.repository.ts';

/** What `companies.info` (jsonb) holds; every key optional (older rows lack some). */
export type StoredCompanyInfo = {
  legal_address?: Partial<Record<keyof Address, string | null>> | null;
  actual_address?: Partial<Record<keyof Address, string | null>> | null;
  main_bank_id?: number | null;
  activity?: string | null;
  avatar_path?: string | null;
  self_employed?: boolean;
  full_name?: string | null;
  director_name?: string | null;
  director_post?: string | null;
};

const ADDRESS_KEYS = [
  'region_type',
  'region_name',
  'area_type',
  'area_name',
  'city_type',
  'city_name',
  'postcode',
  'district',
  'street_type',
  'street_name',
  'house_type',
  'house',
  'geo_lat',
  'geo_lon',
  'string',
] as const satisfies readonly (keyof Address)[];

const NO_RELATIONS: CompanyRelations = {
  banks: [],
  members: [],
  documents: [],
  invitations: [],
  managers: [],
  referralPaymentMethod: '',
};

/** Stored local files are served under /files/ (platform/storage.ts). */
const localFileUrl = (key: string) => `/files/${key}`;

/** SPEC §3 Address with '' for unknown parts (SPEC §5); null when there is no address. */
export function serializeAddress(stored: StoredCompanyInfo['legal_address']): Address | null {
  if (!stored || !stored.string) return null;
  const address = Object.fromEntries(
    ADDRESS_KEYS.map((key) => [key, stored[key] ?? '']),
  ) as Address;
  // Every address prints in the one written form («г. Москва, ул. Тверская, д. 7»).
  return { ...address, string: normalizeAddressLine(address.string) };
}

export function serializeBank(row: CompanyBankRow, mainBankId: number | null): CompanyBank {
  return {
    id: row.id,
    company_id: row.companyId,
    bik: row.bik,
    bank_name: row.bankName,
    correspondent_account: row.correspondentAccount ?? '',
    account: row.account,
    is_main: row.id === mainBankId,
    created_at: row.createdAt.toISOString(),
  };
}

export function serializeCompanyUser(member: CompanyMemberRow): CompanyUser {
  const position = (
    member.position === 'manager' ? 'employee' : member.position
  ) as CompanyPosition;
  return {
    id: member.user.id,
    name: member.user.name,
    last_name: member.user.lastName ?? '',
    patronymic: member.user.patronymic ?? '',
    email: member.user.email ?? '',
    phone: member.user.phone ?? '',
    status: member.user.status,
    position,
    position_name: COMPANY_POSITION_NAMES[position],
    is_owner: position === 'owner',
  };
}

export function serializeInvitation(row: InvitationWithNames): CompanyInvitation {
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: row.companyName,
    company_inn: row.companyInn,
    phone: row.phone ?? '',
    email: row.email ?? '',
    position: row.position,
    position_name: COMPANY_POSITION_NAMES[row.position],
    status: row.status,
    invited_by: row.invitedBy ? { id: row.invitedBy, name: row.inviterName ?? '' } : null,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** The download path of a document (an API route that checks access, never /files/). */
export const documentUrl = (companyId: number, documentId: number) =>
  `/api/v1/companies/${companyId}/documents/${documentId}/download`;

export function serializeDocument(row: DocumentWithUploader): CompanyDocument {
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    extension: row.extension,
    mime_type: row.mimeType,
    size: row.size,
    file_url: documentUrl(row.companyId, row.id),
    uploaded_by: row.uploadedBy ? { id: row.uploadedBy, name: row.uploaderName ?? '' } : null,
    created_at: row.createdAt.toISOString(),
  };
}

const fullName = (user: UserRow) =>
  [user.lastName, user.name, user.patronymic].filter(Boolean).join(' ');

function serializeInfo(
  row: MemberCompanyRow,
  info: StoredCompanyInfo,
  fileUrl: (key: string) => string,
): Company['info'] {
  const manager = row.relations?.managers[0];
  return {
    legal_address: serializeAddress(info.legal_address),
    actual_address: serializeAddress(info.actual_address),
    main_bank_id: info.main_bank_id ?? null,
    activity: info.activity ?? '',
    avatar: info.avatar_path ? { file_url: fileUrl(info.avatar_path) } : null,
    self_employed: info.self_employed ?? false,
    accompanying: manager ? serializeAccompanying(manager, fileUrl) : null,
    full_name: info.full_name ?? '',
    director_name: info.director_name ?? '',
    director_post: info.director_post ?? '',
  };
}

/** What company/fill still lacks: requisites, legal address, director, a bank account. */
function filledSteps(row: MemberCompanyRow, info: Company['info']) {
  const individual = isIndividualInn(row.inn);
  return {
    requisites: Boolean(row.ogrn && (row.kpp || individual)),
    addresses: info.legal_address !== null,
    director: Boolean(info.director_name && (info.director_post || individual)),
    bank: (row.relations?.banks.length ?? 0) > 0,
  };
}

/**
 * SPEC §3 Company in full (docs/api/companies.md); null strings become '' (SPEC §5). Rows
 * listed without their parts show empty lists.
 */
export function serializeCompany(
  row: MemberCompanyRow,
  fileUrl: (key: string) => string = localFileUrl,
): Company {
  const info = serializeInfo(row, row.info as StoredCompanyInfo, fileUrl);
  const relations = row.relations ?? NO_RELATIONS;
  return {
    id: row.id,
    user_id: row.userId,
    crm_id: row.crmId ?? '',
    inn: row.inn,
    kpp: row.kpp ?? '',
    ogrn: row.ogrn ?? '',
    name: row.name,
    balance: row.balance,
    debt: row.debt,
    status: row.status,
    current_user_position: row.position as CurrentUserPosition,
    documents: relations.documents.map(serializeDocument),
    users: relations.members.map(serializeCompanyUser),
    banks: relations.banks.map((bank) => serializeBank(bank, info.main_bank_id)),
    new_users: relations.invitations.map(serializeInvitation),
    company_meta: {
      kind: companyKindByInn(row.inn) ?? 'LEGAL',
      managers: relations.managers.map((user) => ({ id: user.id, name: fullName(user) })),
      filled: filledSteps(row, info),
    },
    referral: { settings: { payment_method: relations.referralPaymentMethod } },
    info,
  };
}
