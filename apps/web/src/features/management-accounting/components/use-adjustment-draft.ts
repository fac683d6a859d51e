import {
  adjustmentBodySchema,
  type Adjustment,
  type AdjustmentKind,
} from '@kabinet/domain/management-accounting';
import { kopecksToDecimal, parseKopecks } from '@kabinet/domain/money';
import { useState } from 'react';

import { splitFormError } from '../../../shared/lib/error-message.ts';
import { messagesByField } from '../../../shared/lib/zod-form.ts';
import { useSaveAdjustment } from '../api.ts';

export const EMPTY_ADJUSTMENT = {
  id: null as number | null,
  month: '',
  kind: 'receivables' as AdjustmentKind,
  amount: '',
  comment: '',
};
export type AdjustmentDraft = typeof EMPTY_ADJUSTMENT;

/**
 * The figure being entered or edited: its fields as typed, their errors, and saving it
 * (checked by the domain schema first; the server's 422 lands under the same fields).
 */
export function useAdjustmentDraft(companyId: number) {
  const save = useSaveAdjustment(companyId);
  const [draft, setDraft] = useState(EMPTY_ADJUSTMENT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const edit = (item: Adjustment) =>
    setDraft({
      id: item.id,
      month: item.month,
      kind: item.kind,
      amount: kopecksToDecimal(item.amount_kopecks).replace('.', ','),
      comment: item.comment,
    });

  const submit = () => {
    const amount = parseKopecks(draft.amount);
    const parsed = adjustmentBodySchema.safeParse({
      month: draft.month,
      kind: draft.kind,
      amount_kopecks: amount ?? undefined,
      comment: draft.comment,
    });
    setFormError(null);
    if (!parsed.success) return setErrors(messagesByField(parsed.error.issues));
    setErrors({});
    save.mutate(
      { id: draft.id, body: parsed.data },
      {
        onSuccess: () => setDraft(EMPTY_ADJUSTMENT),
        onError: (error) => {
          const split = splitFormError(error, ['month', 'kind', 'amount_kopecks', 'comment']);
          setErrors(split.fields);
          setFormError(split.form);
        },
      },
    );
  };

  return {
    draft,
    setDraft,
    errors,
    formError,
    edit,
    submit,
    saving: save.isPending,
    reset: () => setDraft(EMPTY_ADJUSTMENT),
  };
}
