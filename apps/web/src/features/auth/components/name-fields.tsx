import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

interface Names {
  name: string;
  last_name: string;
  patronymic: string;
}

/** «Имя», «Фамилия», «Отчество». */
export function NameFields<T extends Names>({ form }: { form: UseFormReturnType<T> }) {
  return (
    <>
      <TextInput label="Имя" autoComplete="given-name" {...form.getInputProps('name')} />
      {/* One column (full width) on phones, side by side from 576 px. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="Фамилия"
          autoComplete="family-name"
          {...form.getInputProps('last_name')}
        />
        <TextInput
          label="Отчество"
          autoComplete="additional-name"
          {...form.getInputProps('patronymic')}
        />
      </SimpleGrid>
    </>
  );
}
