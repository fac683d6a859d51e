import { formatServicePrice, type Service } from '@kabinet/domain/services';
import { Badge, Button, Card, Group, List, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';

/** Without an active company there is nobody to order for: the button says why. */
export const ORDER_NEEDS_COMPANY = 'Заказ оформляется на компанию: добавьте или выберите её';

/**
 * One service of the catalogue: what it is, its price and turnaround, the documents it needs,
 * and «Заказать» («Ordering»; `onOrder` null — no active company to order for).
 */
export function ServiceCard({
  service,
  onOrder,
}: {
  service: Service;
  onOrder: ((service: Service) => void) | null;
}) {
  const headingId = `service-${service.id}`;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Title order={3} size="h5" id={headingId}>
          {service.name}
        </Title>
        {service.description ? (
          <Text size="sm" c="dimmed">
            {service.description}
          </Text>
        ) : null}
        <Group gap="xs" wrap="wrap">
          <Text fw={700} size="lg">
            {formatServicePrice(service)}
          </Text>
          {service.turnaround ? (
            <Badge variant="light" color="gray" leftSection={<IconClock size={14} />}>
              {service.turnaround}
            </Badge>
          ) : null}
        </Group>
        {service.documents.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Понадобится
            </Text>
            <List size="sm" spacing={2} aria-label={`Документы: ${service.name}`}>
              {service.documents.map((document) => (
                <List.Item key={document}>{document}</List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        <Group mt="auto" pt="xs">
          {onOrder ? (
            <Button
              variant="light"
              aria-label={`Заказать: ${service.name}`}
              onClick={() => onOrder(service)}
            >
              Заказать
            </Button>
          ) : (
            <Tooltip label={ORDER_NEEDS_COMPANY} events={{ hover: true, focus: true, touch: true }}>
              <Button
                variant="light"
                data-disabled
                aria-disabled="true"
                onClick={(e) => e.preventDefault()}
              >
                Заказать
              </Button>
            </Tooltip>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
