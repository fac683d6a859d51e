import {
  calculateTariffs,
  CATALOGUE_MESSAGES,
  TARIFF_WIZARD_STEPS,
  validateIndividualParams,
  validateTariffParams,
  type AdminParamsBody,
  type AdminPreviewBody,
  type AdminTariffBody,
} from '@kabinet/domain/tariffs';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';

import {
  invalidCatalogue,
  notCatalogueAdmin,
  paramSlugChanged,
  tariffNotFound,
} from './tariffs.errors.ts';
import { canEditCatalogue } from './tariffs.policy.ts';
import * as tariffsRepo from './tariffs.repository.ts';
import { serializeTariff } from './tariffs.serializers.ts';
import type { TariffsService } from './tariffs.service.ts';

type Actor = Pick<UserRow, 'id' | 'roleSlug'>;

/** Items of `edited` replace those of `stored` with the same id; the rest stay as stored. */
function overlay<T extends { id: number }>(stored: readonly T[], edited: readonly T[] = []): T[] {
  return stored.map((item) => edited.find((candidate) => candidate.id === item.id) ?? item);
}

/**
 * /admin/params (admin and crm only): the catalogue, its edits and a live preview from
 * the same engine. Company tariffs keep their own info snapshot, so edits never reach them.
 */
export function createTariffsAdminService(deps: { db: Db; tariffs: TariffsService }) {
  const { db, tariffs } = deps;
  return { getCatalogue, saveParams, saveTariff, preview };

  function assertAdmin(actor: Actor) {
    if (!canEditCatalogue(actor)) throw notCatalogueAdmin();
  }

  async function getCatalogue(actor: Actor) {
    assertAdmin(actor);
    const catalogue = await tariffs.getFullCatalogue();
    const steps = TARIFF_WIZARD_STEPS.map((step) => ({
      ...step,
      param_slugs: [...step.param_slugs],
    }));
    return { ...catalogue, steps };
  }

  async function saveParams(actor: Actor, body: AdminParamsBody) {
    assertAdmin(actor);
    const stored = await tariffs.getFullCatalogue();
    const errors: Record<string, string[]> = {};
    body.params.forEach((param, index) => {
      const own = stored.params.find((item) => item.id === param.id);
      if (!own) errors[`params.${index}.id`] = [CATALOGUE_MESSAGES.unknownParam];
      else if (own.slug !== param.slug) throw paramSlugChanged(`params.${index}.slug`);
    });
    const merged = overlay(stored.params, body.params);
    Object.assign(errors, validateTariffParams(merged, stored.tariffs));
    if (Object.keys(errors).length > 0) throw invalidCatalogue(errors);
    await db.transaction(async (tx) => {
      for (const param of body.params) {
        await tariffsRepo.updateTariffParam(tx, param.id, {
          type: param.type,
          value: param.value ?? null,
          options: param.options,
          settings: param.settings ?? {},
        });
      }
    });
    return getCatalogue(actor);
  }

  async function saveTariff(actor: Actor, id: number, body: AdminTariffBody) {
    assertAdmin(actor);
    if (!(await tariffsRepo.findTariffById(db, id))) throw tariffNotFound();
    const params = await tariffs.listParams();
    const errors = validateIndividualParams(body.individual_params, params);
    if (Object.keys(errors).length > 0) throw invalidCatalogue(errors);
    const row = await tariffsRepo.updateTariff(db, id, {
      name: body.name,
      description: body.description,
      status: body.status,
      individualParams: body.individual_params,
    });
    if (!row) throw tariffNotFound();
    return serializeTariff(row);
  }

  /** The edited (unsaved) catalogue priced by the engine, as a new company would see it. */
  async function preview(actor: Actor, body: AdminPreviewBody) {
    assertAdmin(actor);
    const stored = await tariffs.getFullCatalogue();
    const params = overlay(stored.params, body.params);
    const edited = overlay(stored.tariffs, body.tariffs).filter((t) => t.status === 'ACTIVE');
    return calculateTariffs({ params, tariffs: edited, values: body.values, companyTariffs: [] });
  }
}

export type TariffsAdminService = ReturnType<typeof createTariffsAdminService>;
