import { acceptByMime, COMPANY_DOCUMENT_UPLOAD, fileTypesText } from '@kabinet/domain/files';
import { Stack, Text } from '@mantine/core';

/** The document types the upload area accepts, by MIME type (Dropzone's `accept`). */
export const DOCUMENT_TYPES = acceptByMime(COMPANY_DOCUMENT_UPLOAD);
/** «PDF, Word, …»: the accepted types as people read them. */
export const DOCUMENT_TYPES_TEXT = fileTypesText(COMPANY_DOCUMENT_UPLOAD);
/** The upload area's accessible name (its root and its file input). */
export const UPLOAD_LABEL = 'Загрузить документы';

/** What the upload area says, beside its icon. */
export function DocumentUploadText() {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        Перетащите файлы сюда или нажмите, чтобы выбрать
      </Text>
      <Text size="xs" c="dimmed">
        {DOCUMENT_TYPES_TEXT}, до 20 МБ каждый
      </Text>
    </Stack>
  );
}
