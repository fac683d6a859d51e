import { formatServicePrice, type Service } from '@kabinet/domain/services';
import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';

interface ServicesAdminTableProps {
  services: Service[];
  onEdit: (service: Service) => void;
  onDeactivate: (service: Service) => void;
  onActivate: (service: Service) => void;
  /** The id whose change is being saved. */
  busyId: number | null;
}

/** Every service, inactive ones included, in catalogue order. */
export function ServicesAdminTable(props: ServicesAdminTableProps) {
  const { services, busyId } = props;
  if (services.length === 0) {
    return (
      <Text c="dimmed" p="lg">
        Услуг пока нет.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Разовые услуги">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Услуга</Table.Th>
            <Table.Th>Категория</Table.Th>
            <Table.Th>Цена</Table.Th>
            <Table.Th>Срок</Table.Th>
            <Table.Th>Статус</Table.Th>
            <Table.Th>
              <VisuallyHidden>Действия</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {services.map((service) => (
            <Table.Tr key={service.id}>
              <Table.Td>
                <Text fw={500}>{service.name}</Text>
              </Table.Td>
              <Table.Td>{service.category_name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatServicePrice(service)}</Table.Td>
              <Table.Td>{service.turnaround}</Table.Td>
              <Table.Td>
                <Badge color={service.is_active ? 'green' : 'gray'} variant="light">
                  {service.is_active ? 'В продаже' : 'Снята с продажи'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => props.onEdit(service)}
                    aria-label={`Изменить: ${service.name}`}
                  >
                    Изменить
                  </Button>
                  {service.is_active ? (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      loading={busyId === service.id}
                      onClick={() => props.onDeactivate(service)}
                      aria-label={`Снять с продажи: ${service.name}`}
                    >
                      Снять с продажи
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      variant="subtle"
                      loading={busyId === service.id}
                      onClick={() => props.onActivate(service)}
                      aria-label={`Вернуть в продажу: ${service.name}`}
                    >
                      Вернуть в продажу
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
