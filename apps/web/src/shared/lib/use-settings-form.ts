import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';

import { showToast } from '../toast/toast-store.ts';
import { showFormError } from './error-message.ts';
import { useLazySubmit } from './use-lazy-submit.ts';
import { zodValidator } from './zod-form.ts';

/**
 * A settings form over one domain schema (admin requisites, app options): checked by the same
 * zod rules as the server, saved whole; the saved values become the form's new clean state, a
 * toast says so, and the server's 422 lands on its fields (the rest above the button).
 */
export function useSettingsForm<S extends z.ZodObject>(options: {
  /**
   * The schema, or a loader of it: a loaded schema comes on the first focus in the form (`prepare`)
   * or on submit, so a page whose form is its content keeps zod out of its first load.
   */
  schema: S | (() => Promise<S>);
  initial: z.output<S>;
  save: UseMutationResult<z.output<S>, Error, z.output<S>>;
  savedMessage: string;
}) {
  const { save, savedMessage } = options;
  const [formError, setFormError] = useState<string | null>(null);
  const loaded = useRef<S | null>(typeof options.schema === 'function' ? null : options.schema);
  const load = async (): Promise<S> => {
    if (!loaded.current && typeof options.schema === 'function') {
      loaded.current = await options.schema();
    }
    return loaded.current as S;
  };
  const form = useForm<z.output<S>>({
    initialValues: options.initial,
    validate: (values) => (loaded.current ? zodValidator(loaded.current)(values) : {}),
  });
  const { submit: submitLoaded, prepare } = useLazySubmit(load, async (schema) => {
    if (form.validate().hasErrors) return;
    setFormError(null);
    try {
      const saved = await save.mutateAsync(schema.parse(form.getValues()));
      form.setValues(saved);
      form.resetDirty(saved);
      showToast({ type: 'positive', message: savedMessage });
    } catch (error) {
      showFormError(error, Object.keys(schema.shape), form, setFormError);
    }
  });
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    void submitLoaded();
  };
  return { form, submit, prepare, formError, saving: save.isPending };
}
