import '@mantine/dates/styles.css';

import { SimpleGrid, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import dayjs from 'dayjs';

import '../../../shared/lib/dayjs-ru.ts';
import { PhoneInput } from '../../../shared/ui/phone-input.tsx';
import type { ProfileFormValues } from '../model.ts';

/** The personal fields of the profile (labels are the UI contract). */
export function ProfileFields({ form }: { form: UseFormReturnType<ProfileFormValues> }) {
  const birthday = form.values.birthday;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="Фамилия"
          autoComplete="family-name"
          {...form.getInputProps('last_name')}
        />
        <TextInput label="Имя" autoComplete="given-name" {...form.getInputProps('name')} />
        <TextInput
          label="Отчество"
          autoComplete="additional-name"
          {...form.getInputProps('patronymic')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Никнейм"
          placeholder="Как вас называть в чате"
          {...form.getInputProps('nickname')}
        />
        <DateInput
          label="Дата рождения"
          placeholder="ДД.ММ.ГГГГ"
          valueFormat="DD.MM.YYYY"
          clearable
          maxDate={new Date()}
          defaultLevel="decade"
          value={birthday ? birthday : null}
          onChange={(value) =>
            form.setFieldValue('birthday', value ? dayjs(value).format('YYYY-MM-DD') : '')
          }
          error={form.errors.birthday}
        />
        <PhoneInput label="Телефон в мессенджере" {...form.getInputProps('phone_messenger')} />
        <PhoneInput label="Городской телефон" {...form.getInputProps('phone_city')} />
      </SimpleGrid>
    </>
  );
}
