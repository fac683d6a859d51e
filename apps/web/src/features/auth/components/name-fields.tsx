import { Group, TextInput } from '@mantine/core';
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
      <Group grow align="flex-start" gap="md" wrap="wrap">
        <TextInput
          label="Фамилия"
          autoComplete="family-name"
          miw={160}
          {...form.getInputProps('last_name')}
        />
        <TextInput
          label="Отчество"
          autoComplete="additional-name"
          miw={160}
          {...form.getInputProps('patronymic')}
        />
      </Group>
    </>
  );
}
