import {
  groupServicesByCategory,
  matchesServiceSearch,
  type Service,
} from '@kabinet/domain/services';
import { Center, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';

import { describeError } from '../../../shared/lib/error-message.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useServices } from '../api.ts';
import { ServiceCard } from '../components/service-card.tsx';

/** Issue 14 /service/one-time-services: the firm's one-time services by category, searchable. */
export function ServicesPage() {
  const services = useServices();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);

  return (
    <>
      <PageHeader
        title="Разовые услуги"
        description="Услуги, которые не входят в тариф: регистрация, отчётность, кадры, закрытие бизнеса."
      />
      <TextInput
        mb="lg"
        maw={480}
        label="Поиск услуги"
        placeholder="Например, 3-НДФЛ"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {services.isPending ? (
        <Center py="xl">
          <Loader aria-label="Загрузка" />
        </Center>
      ) : services.isError ? (
        <FormAlert message={describeError(services.error)} />
      ) : (
        <Catalogue
          groups={groupServicesByCategory(
            services.data.filter((service) => matchesServiceSearch(service, query)),
          )}
          empty={services.data.length === 0 ? 'Услуги скоро появятся.' : 'Ничего не нашлось.'}
        />
      )}
    </>
  );
}

function Catalogue({
  groups,
  empty,
}: {
  groups: ReturnType<typeof groupServicesByCategory<Service>>;
  empty: string;
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
              <ServiceCard key={service.id} service={service} />
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
