import {
  guideBodySchema,
  type Guide,
  type GuideBody,
  type GuideCategory,
  type GuideSummary,
} from '@kabinet/domain/guides';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { zodValidator } from '../../../shared/lib/zod-form.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useSaveGuide } from '../api.ts';

import { GuideBodyTabs, GuideMetaFields, type GuideFormValues } from './guide-editor-fields.tsx';

const FIELDS = ['slug', 'category', 'title', 'summary', 'body_markdown'] as const;

/** The form's start: the article's own values, or a blank one in the first section. */
function initialValues(guide: Guide | null, categories: GuideCategory[]): GuideFormValues {
  if (!guide) {
    return {
      slug: '',
      category: categories[0]?.slug ?? '',
      title: '',
      summary: '',
      body_markdown: '',
      related: [],
    };
  }
  return {
    slug: guide.slug,
    category: guide.category,
    title: guide.title,
    summary: guide.summary,
    body_markdown: guide.body_markdown,
    related: guide.related_ids.map(String),
  };
}

/** An article's editor — fields, Markdown with a preview (the page's renderer), pictures. */
export function GuideEditor({
  guide,
  categories,
  articles,
  onSaved,
}: {
  guide: Guide | null;
  categories: GuideCategory[];
  /** Every article, to pick the related ones from (the edited one is left out). */
  articles: readonly GuideSummary[];
  onSaved: (guide: Guide) => void;
}) {
  const form = useForm<GuideFormValues>({
    initialValues: initialValues(guide, categories),
    validate: zodValidator(guideBodySchema),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveGuide();

  const submit = form.onSubmit(({ related, ...values }) => {
    setFormError(null);
    const payload: GuideBody = {
      ...values,
      related_ids: related.map(Number),
      position: guide?.position ?? 0,
    };
    save.mutate(
      { id: guide?.id ?? null, body: payload },
      {
        onSuccess: (saved) => {
          showToast({
            type: 'positive',
            message: guide ? 'Статья сохранена' : 'Черновик сохранён',
          });
          onSaved(saved);
        },
        onError: (error) => showFormError(error, FIELDS, form, setFormError),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={formError} />
        <GuideMetaFields
          form={form}
          guideId={guide?.id ?? null}
          categories={categories}
          articles={articles}
        />
        <GuideBodyTabs form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {guide ? 'Сохранить' : 'Сохранить черновик'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
