import { codeSchema } from '@kabinet/domain/auth';
import { phoneSchema, normalizePhone } from '@kabinet/domain/shared';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { splitFormError } from '../../../shared/lib/error-message.ts';
import { zodRule } from '../../../shared/lib/zod-form.ts';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useChangePhone, useSendPhoneCode } from '../api.ts';

export interface SentPhoneCode {
  phone: string;
  sentTo: string;
  resendAt: number;
}

/** Phone change: send a code to the new number, then confirm it (contract: profile/phone). */
export function useChangePhoneFlow() {
  const navigate = useNavigate();
  const sendCode = useSendPhoneCode();
  const change = useChangePhone();
  const [sent, setSent] = useState<SentPhoneCode | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { phone: '', code: '' },
    validate: {
      phone: zodRule(phoneSchema),
      code: (value) => (sent ? zodRule(codeSchema)(value) : null),
    },
  });

  const requestCode = (phone: string) =>
    sendCode
      .mutateAsync(phone)
      .then((answer) =>
        setSent({ phone, sentTo: answer.sent_to, resendAt: Date.now() + answer.resend_in * 1000 }),
      );

  const showError = (error: unknown) => {
    const { fields, form: message } = splitFormError(error, ['phone', 'code']);
    form.setErrors(fields);
    setFormError(message);
  };

  const submit = form.onSubmit((values) => {
    setFormError(null);
    if (!sent) {
      requestCode(normalizePhone(values.phone) ?? values.phone).catch(showError);
      return;
    }
    change.mutate(
      { phone: sent.phone, code: values.code.trim() },
      {
        onSuccess: () => {
          showToast({ type: 'positive', message: 'Телефон изменён' });
          void navigate('/profile');
        },
        onError: showError,
      },
    );
  });

  const resend = () => {
    if (!sent) return;
    requestCode(sent.phone).catch(showErrorToast);
  };

  return {
    form,
    sent,
    formError,
    submit,
    resend,
    editPhone: () => setSent(null),
    pending: sendCode.isPending || change.isPending,
  };
}
