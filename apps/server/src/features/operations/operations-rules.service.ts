import type { CreateRuleBody } from '@kabinet/domain/operations';

import type { Db } from '../../db/client.ts';

import type { OperationsAccess, OperationsActor } from './operations-access.service.ts';
import { domainRules } from './operations-statement.mapping.ts';
import { ruleNotFound } from './operations.errors.ts';
import * as repo from './operations.repository.ts';
import { serializeRule } from './operations.serializers.ts';

/**
 * A company's category rules. Creating or deleting one re-applies all the rules to the
 * company's operations in the same transaction, in one UPDATE; a category set by hand stays.
 */
export function createOperationsRulesService(deps: { db: Db; access: OperationsAccess }) {
  const { db, access } = deps;
  return { listRules, createRule, deleteRule };

  async function listRules(actor: OperationsActor, companyId: number) {
    await access.visible(actor, companyId);
    return (await repo.listRules(db, companyId)).map(serializeRule);
  }

  async function createRule(actor: OperationsActor, companyId: number, body: CreateRuleBody) {
    await access.writable(actor, companyId);
    return db.transaction(async (tx) => {
      const rule = await repo.insertRule(tx, {
        companyId,
        kind: body.kind,
        value: body.value,
        categoryCode: body.category_code,
        priority: body.priority,
        createdBy: actor.id,
      });
      const rules = domainRules(await repo.listRules(tx, companyId));
      return {
        rule: serializeRule(rule),
        recategorised: await repo.recategorise(tx, companyId, rules),
      };
    });
  }

  async function deleteRule(actor: OperationsActor, companyId: number, ruleId: number) {
    await access.writable(actor, companyId);
    return db.transaction(async (tx) => {
      if (!(await repo.deleteRule(tx, companyId, ruleId))) throw ruleNotFound();
      const rules = domainRules(await repo.listRules(tx, companyId));
      return { recategorised: await repo.recategorise(tx, companyId, rules) };
    });
  }
}

export type OperationsRulesService = ReturnType<typeof createOperationsRulesService>;
