import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { RecordAudit } from '../audit/audit.service.ts';
import { referralLedger } from '../billing/billing-referral.service.ts';

import { createReferralAccess } from './referral-access.service.ts';
import { createReferralClientsService } from './referral-clients.service.ts';
import { createReferralHooks } from './referral-hooks.service.ts';
import { createReferralLeadsService } from './referral-leads.service.ts';
import { createReferralPayoutsService } from './referral-payouts.service.ts';
import { createReferralRulesService } from './referral-rules.service.ts';
import {
  createReferralAnnouncer,
  type NotifyReferral,
  type ReferralAudience,
} from './referral.events.ts';
import { createReferralService } from './referral.service.ts';

/**
 * The referral services and the hooks other features call through their ports
 * (registration, company creation, billing's PaymentRewards). The ledger is billing's.
 */
export function wireReferral(deps: {
  db: Db;
  clock: Clock;
  audit: RecordAudit;
  origin: string;
  realtime?: Realtime;
  audience?: ReferralAudience;
  notify?: NotifyReferral;
}) {
  const { db, clock, audit } = deps;
  const access = createReferralAccess(db);
  const ledger = referralLedger;
  const announce = createReferralAnnouncer(deps);
  const common = { db, clock, access, ledger, announce };
  return {
    referral: createReferralService({ ...common, origin: deps.origin }),
    referralLeads: createReferralLeadsService({ ...common, audit }),
    referralClients: createReferralClientsService(common),
    referralPayouts: createReferralPayoutsService({ ...common, audit }),
    referralRules: createReferralRulesService({ db, clock, audit }),
    referralHooks: createReferralHooks({ db, clock, ledger, announce }),
  };
}

export type ReferralServices = ReturnType<typeof wireReferral>;
