import type {
  CodeSentAnswer,
  ForgotPasswordBody,
  LoginBody,
  MessageAnswer,
  RegisterContactBody,
  SendCodeAnswer,
  SendType,
  TokenAnswer,
  VerifyCodeAnswer,
} from '@kabinet/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { reachGoal } from '../../shared/analytics/analytics.ts';
import { http, type DataEnvelope } from '../../shared/http/http.ts';
import { saveToken } from '../../shared/session/session.ts';

import type { LeadMeta } from './lead-meta.ts';

/** SPEC §4: login and registration save the token from plainTextToken and drop cached answers. */
function useSaveToken() {
  const queryClient = useQueryClient();
  return (answer: TokenAnswer) => {
    saveToken(answer.plainTextToken);
    queryClient.clear();
  };
}

export function useLogin() {
  const saveAnswer = useSaveToken();
  return useMutation({
    mutationFn: (body: LoginBody) =>
      http.post<TokenAnswer>('/api/v1/login', body, { retry: false }),
    onSuccess: saveAnswer,
  });
}

export interface SendCodeArgs {
  send_type: SendType;
  contact: string;
  lead_meta: LeadMeta;
}

export function useSendRegistrationCode() {
  return useMutation({
    mutationFn: ({ send_type, contact, lead_meta }: SendCodeArgs) =>
      http
        .post<DataEnvelope<SendCodeAnswer>>(
          `/api/v1/register/code/send/${send_type}`,
          { [send_type]: contact, lead_meta },
          { retry: false },
        )
        .then((body) => body.data),
  });
}

export function useVerifyRegistrationCode() {
  return useMutation({
    mutationFn: ({
      send_type,
      contact,
      code,
    }: {
      send_type: SendType;
      contact: string;
      code: string;
    }) =>
      http
        .post<DataEnvelope<VerifyCodeAnswer>>('/api/v1/register/code/verify', {
          send_type,
          [send_type]: contact,
          code,
        })
        .then((body) => body.data),
  });
}

export function useRegisterContact() {
  const saveAnswer = useSaveToken();
  return useMutation({
    mutationFn: (body: RegisterContactBody) =>
      http.post<TokenAnswer>('/api/v1/register/contact', body),
    onSuccess: (answer: TokenAnswer) => {
      reachGoal('registration'); // The counter's goal, after the account exists
      return saveAnswer(answer);
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      http
        .post<DataEnvelope<CodeSentAnswer>>('/api/v1/password/forgot', body, { retry: false })
        .then((answer) => answer.data),
  });
}

export interface ResetPasswordArgs {
  login: string;
  code: string;
  password: string;
  password_confirmation: string;
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordArgs) =>
      http
        .post<DataEnvelope<MessageAnswer>>('/api/v1/password/reset', body)
        .then((answer) => answer.data),
  });
}
