import { acceptAttribute, AVATAR_UPLOAD } from '@kabinet/domain/files';
import { MAX_RELATED_GUIDES, type GuideCategory, type GuideSummary } from '@kabinet/domain/guides';
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
import type { UseFormReturnType } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useRef } from 'react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { useUploadGuideImage } from '../api.ts';

import { GuideMarkdown } from './guide-markdown.tsx';

export type GuideFormValues = {
  slug: string;
  category: string;
  title: string;
  summary: string;
  body_markdown: string;
  /** Ids as strings, the MultiSelect's values. */
  related: string[];
};
type GuideForm = UseFormReturnType<GuideFormValues>;

/** The article's title, address, section, summary and related articles. */
export function GuideMetaFields({
  form,
  guideId,
  categories,
  articles,
}: {
  form: GuideForm;
  /** The edited article, left out of the related ones; null for a new one. */
  guideId: number | null;
  categories: GuideCategory[];
  articles: readonly GuideSummary[];
}) {
  return (
    <>
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
      <Textarea label="Краткое описание" autosize minRows={2} {...form.getInputProps('summary')} />
      <MultiSelect
        label="Связанные статьи"
        description={`Показываются под статьёй, не больше ${MAX_RELATED_GUIDES}`}
        searchable
        maxValues={MAX_RELATED_GUIDES}
        data={articles
          .filter((article) => article.id !== guideId)
          .map((article) => ({ value: String(article.id), label: article.title }))}
        {...form.getInputProps('related')}
      />
    </>
  );
}

/** The Markdown text with picture upload (inserted at the cursor), and its preview. */
export function GuideBodyTabs({ form }: { form: GuideForm }) {
  const upload = useUploadGuideImage();
  const body = useRef<HTMLTextAreaElement>(null);

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
  );
}
