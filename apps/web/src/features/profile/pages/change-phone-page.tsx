import { formatContact, formatPhone } from '@kabinet/domain/shared';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';

import { CodeInput } from '../../../shared/ui/code-input.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PhoneInput } from '../../../shared/ui/phone-input.tsx';
import { ResendCode } from '../../../shared/ui/resend-code.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { BackToProfile } from '../components/back-to-profile.tsx';
import { useChangePhoneFlow } from '../components/use-change-phone-flow.ts';

export function ChangePhonePage() {
  const user = useSignedInUser();
  const { form, sent, formError, submit, resend, editPhone, pending } = useChangePhoneFlow();

  return (
    <>
      <BackToProfile />
      <PageHeader
        title="Смена телефона"
        description={
          user.phone
            ? `Сейчас для входа используется ${formatPhone(user.phone)}. Новый номер подтвердим кодом.`
            : 'Новый номер подтвердим кодом.'
        }
      />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={520}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PhoneInput
              label="Новый телефон"
              autoComplete="tel"
              disabled={Boolean(sent)}
              {...form.getInputProps('phone')}
            />
            {sent ? (
              <>
                <Text size="sm">
                  Код отправлен на <b>{formatContact(sent.sentTo)}</b>.{' '}
                  <Anchor component="button" type="button" size="sm" onClick={editPhone}>
                    Изменить номер
                  </Anchor>
                </Text>
                <CodeInput {...form.getInputProps('code')} />
              </>
            ) : null}
            <FormAlert message={formError} />
            <Group gap="md">
              <Button type="submit" loading={pending}>
                {sent ? 'Подтвердить' : 'Получить код'}
              </Button>
              {sent ? <ResendCode resendAt={sent.resendAt} onResend={resend} /> : null}
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
