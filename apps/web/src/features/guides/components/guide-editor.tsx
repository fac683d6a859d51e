import { acceptAttribute, AVATAR_UPLOAD } from '@kabinet/domain/files';
import {
  guideBodySchema,
  MAX_RELATED_GUIDES,
  type Guide,
  type GuideBody,
  type GuideCategory,
  type GuideSummary,
} from '@kabinet/domain/guides';
import {
  Button,
  FileButton,
  Group,
  MultiSelect,
  Select,
  Stack,
  Tabs,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useRef, useState } from 'react';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { zodValidator } from '../../../shared/lib/zod-form.ts';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useSaveGuide, useUploadGuideImage } from '../api.ts';

import { GuideMarkdown } from './guide-markdown.tsx';

type Values = {
  slug: string;
  category: string;
  title: string;
  summary: string;
  body_markdown: string;
  /** Ids as strings, the MultiSelect's values. */
  related: string[];
};
const FIELDS = ['slug', 'category', 'title', 'summary', 'body_markdown'] as const;

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
  const form = useForm<Values>({
    initialValues: {
      slug: guide?.slug ?? '',
      category: guide?.category ?? categories[0]?.slug ?? '',
      title: guide?.title ?? '',
      summary: guide?.summary ?? '',
      body_markdown: guide?.body_markdown ?? '',
      related: (guide?.related_ids ?? []).map(String),
    },
    validate: zodValidator(guideBodySchema),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveGuide();
  const upload = useUploadGuideImage();
  const body = useRef<HTMLTextAreaElement>(null);

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

  const insertImage = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (image) => {
        const text = form.values.body_markdown;
        const at = body.current?.selectionStart ?? text.length;
        const next = `${text.slice(0, at)}\n${image.markdown}\n${text.slice(at)}`;
        form.setFieldValue('body_markdown', next);
      },
      onError: showErrorToast,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={formError} />
        <TextInput label="Заголовок" required {...form.getInputProps('title')} />
        <Group grow align="flex-start">
          <TextInput
            label="Адрес статьи"
            description="Латиница, цифры и дефисы"
            required
            {...form.getInputProps('slug')}
          />
          <Select
            label="Раздел"
            required
            allowDeselect={false}
            data={categories.map((item) => ({ value: item.slug, label: item.title }))}
            {...form.getInputProps('category')}
          />
        </Group>
        <Textarea
          label="Краткое описание"
          autosize
          minRows={2}
          {...form.getInputProps('summary')}
        />
        <MultiSelect
          label="Связанные статьи"
          description={`Показываются под статьёй, не больше ${MAX_RELATED_GUIDES}`}
          searchable
          maxValues={MAX_RELATED_GUIDES}
          data={articles
            .filter((article) => article.id !== guide?.id)
            .map((article) => ({ value: String(article.id), label: article.title }))}
          {...form.getInputProps('related')}
        />
        <Tabs defaultValue="text" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="text">Текст (Markdown)</Tabs.Tab>
            <Tabs.Tab value="preview">Просмотр</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="text" pt="sm">
            <Stack gap="xs">
              <Textarea
                ref={body}
                label="Текст статьи"
                autosize
                minRows={12}
                maxRows={30}
                styles={{ input: { fontFamily: 'monospace' } }}
                {...form.getInputProps('body_markdown')}
              />
              <FileButton onChange={insertImage} accept={acceptAttribute(AVATAR_UPLOAD)}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    leftSection={<IconPhoto size={16} />}
                    loading={upload.isPending}
                    w="fit-content"
                  >
                    Вставить картинку
                  </Button>
                )}
              </FileButton>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="sm">
            <GuideMarkdown source={form.values.body_markdown} />
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {guide ? 'Сохранить' : 'Сохранить черновик'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
