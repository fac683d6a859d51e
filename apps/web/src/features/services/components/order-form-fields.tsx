import { acceptAttribute, COMPANY_DOCUMENT_UPLOAD } from '@kabinet/domain/files';
import { formatKopecks } from '@kabinet/domain/money';
import type { Service } from '@kabinet/domain/services';
import { Checkbox, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';

/** The service's options with their prices; nothing when it has none. */
export function OrderOptions({
  service,
  codes,
  onChange,
}: {
  service: Service;
  codes: string[];
  onChange: (codes: string[]) => void;
}) {
  if (service.options.length === 0) return null;
  return (
    <Checkbox.Group label="Опции" value={codes} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {service.options.map((option) => (
          <Checkbox
            key={option.code}
            value={option.code}
            label={`${option.name} — +${formatKopecks(option.price_kopecks)}${service.quantity_label ? ' за единицу' : ''}`}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** The files sent with the order, and the service's list of documents it will need. */
export function OrderAttachments({
  documents,
  files,
  onChange,
}: {
  documents: readonly string[];
  files: File[];
  onChange: (files: File[]) => void;
}) {
  return (
    <>
      <FileInput
        label="Документы"
        description="PDF, Word, Excel, JPG или PNG до 20 МБ; можно приложить и позже"
        placeholder="Выберите файлы"
        multiple
        clearable
        leftSection={<IconPaperclip size={16} />}
        accept={acceptAttribute(COMPANY_DOCUMENT_UPLOAD)}
        value={files}
        onChange={onChange}
      />
      {documents.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Понадобится
          </Text>
          <List size="sm" spacing={2}>
            {documents.map((document) => (
              <List.Item key={document}>{document}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </>
  );
}

/** The live total, with a note when the price is only a starting one. */
export function OrderTotal({ total, priceFrom }: { total: number; priceFrom: boolean }) {
  return (
    <Group justify="space-between" align="baseline">
      <Text size="lg" aria-live="polite">
        Итого: <strong>{formatKopecks(total)}</strong>
      </Text>
      {priceFrom ? (
        <Text size="sm" c="dimmed">
          Цена «от»: окончательную менеджер согласует с вами
        </Text>
      ) : null}
    </Group>
  );
}
