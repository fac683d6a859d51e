import type { Act } from '@kabinet/domain/acts';
import { formatDateTime } from '@kabinet/domain/shared';
import { formatKopecks } from '@kabinet/domain/money';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconSignature } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { actPdfUrl, downloadPdf } from '../api.ts';
import { ActStatusBadge } from './act-status-badge.tsx';
import { SignActModal } from './sign-act-modal.tsx';
import { NUMERIC_STYLE } from '../../../shared/ui/numeric-style.ts';

// The dispute form (and the zod schema that checks it) loads when it is first opened.
const DisputeActModal = lazyPage(() => import('./dispute-act-modal.tsx'), 'DisputeActModal');

/** «ООО «Ромашка», ИНН 7830002293, 190000, г. Санкт-Петербург…»: a side of the act. */
const partyLine = (party: Act['seller']) =>
  [party.name, `ИНН ${party.inn}`, ...(party.address ? [party.address] : [])].join(', ');

/** «Скачать PDF»: a real link to the act's PDF, downloaded with the bearer header on click. */
export function ActPdfButton({ act }: { act: Act }) {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      component="a"
      href={actPdfUrl(act)}
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={loading}
      onClick={(event) => {
        event.preventDefault();
        setLoading(true);
        downloadPdf(actPdfUrl(act), `Акт № ${act.number}.pdf`)
          .catch(showErrorToast)
          .finally(() => setLoading(false));
      }}
    >
      Скачать PDF
    </Button>
  );
}

interface ActDetailsProps {
  act: Act;
  /** The client may sign or dispute an act that is Выставлен. */
  canSign: boolean;
  /** Staff actions under the act (dispute resolution). */
  actions?: ReactNode;
}

/** The client's sign and dispute dialogs; the dispute form loads on its first opening. */
function ActModals(props: { act: Act; modal: 'sign' | 'dispute' | null; onClose: () => void }) {
  const { act, modal, onClose } = props;
  return (
    <>
      <SignActModal act={act} opened={modal === 'sign'} onClose={onClose} />
      <LazyDialog opened={modal === 'dispute'}>
        {(opened) => <DisputeActModal act={act} opened={opened} onClose={onClose} />}
      </LazyDialog>
    </>
  );
}

/** The act's services, each with its quantity, unit and price, as the PDF lists them. */
function ActLines({ act }: { act: Act }) {
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table aria-label="Услуги по акту" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Услуга</Table.Th>
            <Table.Th ta="right" style={NUMERIC_STYLE}>
              Кол-во
            </Table.Th>
            <Table.Th ta="right">Цена</Table.Th>
            <Table.Th ta="right">Сумма</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {act.lines.map((line) => (
            <Table.Tr key={line.position}>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td ta="right" style={NUMERIC_STYLE}>
                {line.quantity} {line.unit}
              </Table.Td>
              <Table.Td ta="right" style={NUMERIC_STYLE}>
                {formatKopecks(line.price_kopecks)}
              </Table.Td>
              <Table.Td ta="right" style={NUMERIC_STYLE}>
                {formatKopecks(line.amount_kopecks)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One act — parties, lines, totals, its signature or dispute, and what can be done. */
export function ActDetails({ act, canSign, actions }: ActDetailsProps) {
  const [modal, setModal] = useState<'sign' | 'dispute' | null>(null);
  const open = act.status === 'issued';
  return (
    <Stack gap="md">
      <Group gap="xs">
        <ActStatusBadge status={act.status} />
        <Text size="sm" c="dimmed">
          за {act.period_name}, от {act.act_date.split('-').reverse().join('.')}
        </Text>
      </Group>
      <Text size="sm">
        <b>Исполнитель:</b> {partyLine(act.seller)}
        <br />
        <b>Заказчик:</b> {partyLine(act.buyer)}
      </Text>
      <ActLines act={act} />
      <Stack gap={2}>
        <Text fw={600}>Итого: {formatKopecks(act.total_kopecks)}</Text>
        <Text size="sm">{act.vat_line}</Text>
        <Text size="sm" c="dimmed">
          {act.sum_in_words}
        </Text>
      </Stack>
      {act.signature ? (
        <Alert color="green" variant="light" title="Подписан простой электронной подписью">
          {act.signature.signer_name}, {formatDateTime(act.signature.signed_at)}, IP{' '}
          {act.signature.ip}
        </Alert>
      ) : null}
      {act.dispute ? (
        <Alert color="orange" variant="light" title="Замечание клиента">
          {act.dispute.reason}
          {act.dispute.resolved_at ? ` (решено ${formatDateTime(act.dispute.resolved_at)})` : ''}
        </Alert>
      ) : null}
      <Group gap="sm">
        <ActPdfButton act={act} />
        {canSign && open ? (
          <>
            <Button leftSection={<IconSignature size={16} />} onClick={() => setModal('sign')}>
              Подписать
            </Button>
            <Button variant="light" color="orange" onClick={() => setModal('dispute')}>
              Оспорить
            </Button>
          </>
        ) : null}
        {actions}
      </Group>
      {canSign ? <ActModals act={act} modal={modal} onClose={() => setModal(null)} /> : null}
    </Stack>
  );
}
