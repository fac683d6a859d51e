import { formatServicePrice, type Service } from '@kabinet/domain/services';
import { Badge, Button, Card, Group, List, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';

/** Until ordering arrives (issue 14, part 2) the button says when it will. */
export const ORDER_SOON = 'Заказ появится в следующем обновлении';

/** One service of the catalogue: what it is, its price and turnaround, the documents it needs. */
export function ServiceCard({ service }: { service: Service }) {
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
          <Tooltip label={ORDER_SOON} events={{ hover: true, focus: true, touch: true }}>
            <Button
              variant="light"
              data-disabled
              aria-disabled="true"
              onClick={(e) => e.preventDefault()}
            >
              Заказать
            </Button>
          </Tooltip>
        </Group>
      </Stack>
    </Card>
  );
}
