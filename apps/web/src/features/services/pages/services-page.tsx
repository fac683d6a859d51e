import {
  groupServicesByCategory,
  matchesServiceSearch,
  type Service,
} from '@kabinet/domain/services';
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconListCheck, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';

import { describeError } from '../../../shared/lib/error-message.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useServices } from '../api.ts';
import { OrderFormModal } from '../components/order-form-modal.tsx';
import { ServiceCard } from '../components/service-card.tsx';
import { ContentSkeleton } from '../../../shared/ui/content-skeleton.tsx';

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
      {services.isPending ? (
        <ContentSkeleton shape="cards" label="Загрузка" />
      ) : services.isError ? (
        <FormAlert message={describeError(services.error)} />
      ) : (
        <Catalogue
          groups={groupServicesByCategory(
            services.data.filter((service) => matchesServiceSearch(service, query)),
          )}
          empty={services.data.length === 0 ? 'Услуги скоро появятся.' : 'Ничего не нашлось.'}
          onOrder={companyId === null ? null : setOrdering}
        />
      )}
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
