import {
  groupServicesByCategory,
  matchesServiceSearch,
  type Service,
} from '@kabinet/domain/services';
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconListCheck, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';

import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useServices } from '../api.ts';
import { OrderFormModal } from '../components/order-form-modal.tsx';
import { ServiceCard } from '../components/service-card.tsx';

/** /service/one-time-services: the firm's one-time services by category, searchable. */
export function ServicesPage() {
  const services = useServices();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const companyId = useSignedInUser().active_company?.id ?? null;
  const [ordering, setOrdering] = useState<Service | null>(null);

  return (
    <>
      <PageHeader
        title="Разовые услуги"
        description="Услуги, которые не входят в тариф: регистрация, отчётность, кадры, закрытие бизнеса."
      />
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <TextInput
          maw={480}
          w="100%"
          label="Поиск услуги"
          placeholder="Например, 3-НДФЛ"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Button
          component={Link}
          to="/service/orders"
          variant="default"
          leftSection={<IconListCheck size={16} />}
        >
          Мои заказы
        </Button>
      </Group>
      <QueryContent query={services} shape="cards">
        {(data) => (
          <Catalogue
            groups={groupServicesByCategory(
              data.filter((service) => matchesServiceSearch(service, query)),
            )}
            empty={data.length === 0 ? 'Услуги скоро появятся.' : 'Ничего не нашлось.'}
            onOrder={companyId === null ? null : setOrdering}
          />
        )}
      </QueryContent>
      {companyId !== null ? (
        <OrderFormModal
          service={ordering}
          companyId={companyId}
          onClose={() => setOrdering(null)}
        />
      ) : null}
    </>
  );
}

function Catalogue({
  groups,
  empty,
  onOrder,
}: {
  groups: ReturnType<typeof groupServicesByCategory<Service>>;
  empty: string;
  onOrder: ((service: Service) => void) | null;
}) {
  if (groups.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="xl">
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`category-${group.category}`}>
          <Title order={2} size="h4" mb="sm" id={`category-${group.category}`}>
            {group.name}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {group.services.map((service) => (
              <ServiceCard key={service.id} service={service} onOrder={onOrder} />
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
