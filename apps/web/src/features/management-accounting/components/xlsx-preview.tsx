import type { ManagementFile, ManagementPreviewSheet } from '@kabinet/domain/management-accounting';
import { Alert, Center, Loader, Stack, Table, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import { describeError } from '../../../shared/lib/error-message.ts';
import { filePreviewQuery } from '../api.ts';
import { previewCutNote } from '../model.ts';

/** One sheet as a plain table: its name is the caption; the scroll area is reachable by keyboard. */
function SheetTable({ sheet }: { sheet: ManagementPreviewSheet }) {
  const note = previewCutNote(sheet);
  if (sheet.rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Лист «{sheet.name}» пуст.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Table.ScrollContainer
        minWidth={0}
        maxHeight="60vh"
        tabIndex={0}
        role="region"
        aria-label={`Таблица листа «${sheet.name}»`}
      >
        <Table withTableBorder withColumnBorders fz="xs" verticalSpacing={4}>
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
            Лист «{sheet.name}»
          </Table.Caption>
          <Table.Tbody>
            {sheet.rows.map((row, r) => (
              <Table.Tr key={r}>
                {row.map((cell, c) => (
                  <Table.Td key={c} style={{ whiteSpace: 'pre-wrap', minWidth: 64 }}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}

/**
 * An XLSX report's first sheets as tables of the values the server read (no colours
 * or formulas: the file has those), a tab per sheet.
 */
export function XlsxPreview({ file }: { file: ManagementFile }) {
  const preview = useQuery(filePreviewQuery(file));
  if (preview.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Загрузка таблицы" />
      </Center>
    );
  }
  if (preview.isError) return <Alert color="red">{describeError(preview.error)}</Alert>;
  const { sheets, sheet_count: sheetCount } = preview.data;
  if (sheets.length === 0) {
    return <Alert color="gray">В файле нет листов для просмотра — скачайте его.</Alert>;
  }
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        Предпросмотр: только значения ячеек, без оформления. Отчёт целиком — в файле («Скачать»).
        {sheetCount > sheets.length && ` Показаны ${sheets.length} листа из ${sheetCount}.`}
      </Text>
      {sheets.length === 1 && sheets[0] ? (
        <SheetTable sheet={sheets[0]} />
      ) : (
        <Tabs defaultValue="0" keepMounted={false}>
          <Tabs.List aria-label="Листы отчёта">
            {sheets.map((sheet, index) => (
              <Tabs.Tab key={index} value={String(index)}>
                {sheet.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {sheets.map((sheet, index) => (
            <Tabs.Panel key={index} value={String(index)} pt="xs">
              <SheetTable sheet={sheet} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
