import { companyStatusName, type Company } from '@kabinet/domain/companies';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserCog } from '@tabler/icons-react';

import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ReplaceManagerModal } from './replace-manager-modal.tsx';

/** The managers of the company in one line, or «Менеджер не назначен». */
function ManagersLine({ company }: { company: Company }) {
  const names = company.company_meta.managers.map((manager) => manager.name);
  return names.length === 0 ? (
    <Text size="sm" c="orange.8" fw={500} data-testid="card-managers">
      Менеджер не назначен
    </Text>
  ) : (
    <Text size="sm" data-testid="card-managers">
      {names.length > 1 ? 'Менеджеры' : 'Менеджер'}: <b>{names.join(', ')}</b>
    </Text>
  );
}

/**
 * The client card's header: name, INN, status and the managers; an admin changes the
 * manager here («Сменить менеджера»).
 */
export function ClientCardHeader({
  company,
  canReplaceManager,
  onReplaced,
}: {
  company: Company;
  canReplaceManager: boolean;
  onReplaced: (company: Company) => void;
}) {
  const [opened, modal] = useDisclosure(false);
  const blocked = company.status === 'BLOCKED';
  return (
    <>
      <PageHeader
        title={company.name}
        description={
          <>
            ИНН {company.inn}
            {company.kpp ? ` · КПП ${company.kpp}` : ''}{' '}
            <Badge
              component="span"
              tt="none"
              variant="light"
              color={blocked ? 'red' : 'teal'}
              ml={4}
              style={{ verticalAlign: 'middle' }}
            >
              {companyStatusName(company.status)}
            </Badge>
          </>
        }
        actions={
          canReplaceManager ? (
            <Button variant="default" leftSection={<IconUserCog size={16} />} onClick={modal.open}>
              Сменить менеджера
            </Button>
          ) : null
        }
      />
      <Group mt={-8} mb="lg">
        <ManagersLine company={company} />
      </Group>
      {canReplaceManager ? (
        <ReplaceManagerModal
          company={company}
          opened={opened}
          onClose={modal.close}
          onReplaced={onReplaced}
        />
      ) : null}
    </>
  );
}
