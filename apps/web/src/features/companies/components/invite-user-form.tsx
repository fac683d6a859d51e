import { ASSIGNABLE_POSITIONS, COMPANY_POSITION_NAMES } from '@kabinet/domain/companies';
import { Button, Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, Suspense, useState } from 'react';

import { lazyPage } from '../../../shared/lib/lazy-named.ts';
import { showFormError } from '../../../shared/lib/error-message.ts';
import { useLazySubmit } from '../../../shared/lib/use-lazy-submit.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useInviteUser } from '../api/team.ts';

// The phone mask (react-imask) loads when the phone channel is chosen (the pages' JS budgets).
const PhoneInput = lazyPage(() => import('../../../shared/ui/phone-input.tsx'), 'PhoneInput');

type Channel = 'email' | 'phone';
const POSITION_OPTIONS = ASSIGNABLE_POSITIONS.map((value) => ({
  value,
  label: COMPANY_POSITION_NAMES[value],
}));

/** Invite by e-mail or phone with a position (docs/api/companies.md: exactly one contact). */
export function InviteUserForm({ companyId }: { companyId: number }) {
  const invite = useInviteUser(companyId);
  const [channel, setChannel] = useState<Channel>('email');
  const [contact, setContact] = useState('');
  const [position, setPosition] = useState<string>('employee');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  // The check (its zod schema) loads on submit, not with the page (the pages' JS budgets).
  const { submit: send } = useLazySubmit(
    () => import('./invite-user-check.ts'),
    async ({ checkInvite }) => {
      setFormError(null);
      const checked = checkInvite({ [channel]: contact, position });
      if (checked.errors) {
        const found = checked.errors;
        setErrors({
          contact: found[channel] ?? found.phone ?? found.email ?? '',
          position: found.position ?? '',
        });
        return;
      }
      setErrors({});
      try {
        await invite.mutateAsync(checked.body);
        showToast({ type: 'positive', message: 'Приглашение отправлено' });
        setContact('');
      } catch (error) {
        // The chosen channel's field (phone or email) is the form's one contact input.
        const asForm = (field: string) => (field === channel ? 'contact' : field);
        showFormError(error, ['phone', 'email', 'position'], { setErrors }, setFormError, asForm);
      }
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Пригласить пользователя">
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Способ приглашения"
          value={channel}
          onChange={(value) => {
            setChannel(value as Channel);
            setContact('');
            setErrors({});
          }}
          data={[
            { value: 'email', label: 'По email' },
            { value: 'phone', label: 'По телефону' },
          ]}
          w="fit-content"
        />
        <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <ContactInput
            channel={channel}
            value={contact}
            onChange={setContact}
            error={errors.contact || null}
          />
          <Select
            label="Должность"
            data={POSITION_OPTIONS}
            value={position}
            onChange={(value) => setPosition(value ?? 'employee')}
            allowDeselect={false}
            error={errors.position || null}
            miw={180}
          />
        </Group>
        <FormAlert message={formError} />
        <Group justify="flex-end">
          <Button type="submit" loading={invite.isPending}>
            Пригласить
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface ContactInputProps {
  channel: Channel;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

function ContactInput({ channel, value, onChange, error }: ContactInputProps) {
  if (channel === 'phone') {
    return (
      <Suspense fallback={<TextInput label="Телефон сотрудника" disabled miw={220} />}>
        <PhoneInput
          label="Телефон сотрудника"
          value={value}
          onChange={onChange}
          error={error}
          miw={220}
        />
      </Suspense>
    );
  }
  return (
    <TextInput
      label="Email сотрудника"
      type="email"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      miw={220}
    />
  );
}
