import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';

import { showToast } from '../toast/toast-store.ts';
import { showFormError } from './error-message.ts';
import { zodValidator } from './zod-form.ts';

/**
 * A settings form over one domain schema (admin requisites, app options): checked by the same
 * zod rules as the server, saved whole; the saved values become the form's new clean state, a
 * toast says so, and the server's 422 lands on its fields (the rest above the button).
 */
export function useSettingsForm<S extends z.ZodObject>(options: {
  schema: S;
  initial: z.output<S>;
  save: UseMutationResult<z.output<S>, Error, z.output<S>>;
  savedMessage: string;
}) {
  const { schema, save, savedMessage } = options;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.output<S>>({
    initialValues: options.initial,
    validate: zodValidator(schema),
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(schema.parse(values), {
      onSuccess: (saved) => {
        form.setValues(saved);
        form.resetDirty(saved);
        showToast({ type: 'positive', message: savedMessage });
      },
      onError: (error) => showFormError(error, Object.keys(schema.shape), form, setFormError),
    });
  });
  return { form, submit, formError, saving: save.isPending };
}
