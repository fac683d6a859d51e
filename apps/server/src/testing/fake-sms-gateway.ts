// A small local server that follows the documented HTTP APIs of two Russian SMS gateways, so
// tests fake them at their HTTP boundary (ARCHITECTURE §6):
// - SMS.ru (https://sms.ru/api/send, /api/status): `/sms/send` with api_id, to, msg, json=1,
//   optional from → `{status, status_code, sms: {<number>: {status, status_code, sms_id}}}`;
//   `/sms/status` with api_id, sms_id, json=1 → `{status, sms: {<id>: {status, status_code}}}`.
// - SMSC.ru (https://smsc.ru/api/http/): `/sys/send.php` with login, psw, phones, mes, fmt=3,
//   optional sender → `{id, cnt}` or `{error, error_code}`; `/sys/status.php` with login, psw,
//   phone, id, fmt=3 → `{status, last_timestamp}`.
// Parameters come as a query or a form body, as both gateways accept.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { readText } from './request-body.ts';

type Provider = 'smsru' | 'smsc';
type Status = 'pending' | 'delivered' | 'failed';

/** A message the gateway accepted. */
export type FakeSms = {
  provider: Provider;
  id: string;
  to: string;
  text: string;
  sender: string | undefined;
  status: Status;
};

/**
 * How the next send requests fail: `temporary` is the gateway's own «try later» (SMS.ru 220,
 * SMSC 9), `unavailable` an HTTP 503, `permanent` a refusal no retry helps (SMS.ru 207, SMSC 8).
 */
export type FakeSmsFailure = 'temporary' | 'unavailable' | 'permanent';

export type FakeSmsGateway = {
  /** The base URL to give the app (SMS_BASE_URL). */
  url: string;
  /** Accepted messages, oldest first. */
  messages: FakeSms[];
  /** Every request: its path and parameters. */
  requests: { path: string; params: Record<string, string> }[];
  /** The next `times` send requests fail this way. */
  failNext(kind: FakeSmsFailure, times?: number): void;
  /** Moves a message on, as the operator reports it. */
  setStatus(id: string, status: Status): void;
  /** The 6-digit code in the newest message to `to`. */
  lastCodeTo(to: string): string;
  close(): Promise<void>;
};

const PHONE = /^7\d{10}$/;

type Answer = { status?: number; body: unknown };
type State = {
  credentials: { apiId: string; login: string; password: string };
  messages: FakeSms[];
  failures: FakeSmsFailure[];
  nextId: number;
};

const smsRuError = (code: number, text: string): Answer => ({
  body: { status: 'ERROR', status_code: code, status_text: text },
});

function smsRuSend(state: State, params: Record<string, string>): Answer {
  const failure = state.failures.shift();
  if (failure === 'unavailable') return { status: 503, body: { error: 'Service Unavailable' } };
  if (failure === 'temporary') {
    return smsRuError(220, 'Сервис временно недоступен, попробуйте чуть позже.');
  }
  if (!params.msg) return smsRuError(203, 'Нет текста сообщения');
  const sms: Record<string, unknown> = {};
  for (const to of (params.to ?? '').split(',').filter(Boolean)) {
    if (failure === 'permanent') {
      sms[to] = {
        status: 'ERROR',
        status_code: 207,
        status_text: 'На этот номер нельзя отправлять сообщения',
      };
    } else if (!PHONE.test(to)) {
      sms[to] = {
        status: 'ERROR',
        status_code: 202,
        status_text: 'Неправильно указан номер телефона получателя',
      };
    } else {
      const id = `202611-${String(state.nextId++).padStart(6, '0')}`;
      state.messages.push({
        provider: 'smsru',
        id,
        to,
        text: params.msg,
        sender: params.from,
        status: 'pending',
      });
      sms[to] = { status: 'OK', status_code: 100, sms_id: id };
    }
  }
  return { body: { status: 'OK', status_code: 100, sms, balance: 4122.56 } };
}

const SMS_RU_STATUSES: Record<Status, { status_code: number; status_text: string }> = {
  pending: { status_code: 102, status_text: 'Сообщение отправлено (в пути)' },
  delivered: { status_code: 103, status_text: 'Сообщение доставлено' },
  failed: { status_code: 104, status_text: 'Не может быть доставлено: время жизни истекло' },
};

function smsRuStatus(state: State, params: Record<string, string>): Answer {
  const sms: Record<string, unknown> = {};
  for (const id of (params.sms_id ?? '').split(',').filter(Boolean)) {
    const message = state.messages.find((item) => item.provider === 'smsru' && item.id === id);
    sms[id] = message
      ? { status: 'OK', cost: 0.5, ...SMS_RU_STATUSES[message.status] }
      : { status: 'ERROR', status_code: -1, status_text: 'Сообщение не найдено' };
  }
  return { body: { status: 'OK', status_code: 100, sms } };
}

function answerSmsRu(state: State, path: string, params: Record<string, string>): Answer | null {
  if (path !== '/sms/send' && path !== '/sms/status') return null;
  if (params.api_id !== state.credentials.apiId) return smsRuError(200, 'Неправильный api_id');
  if (params.json !== '1') return { body: '200' };
  return path === '/sms/send' ? smsRuSend(state, params) : smsRuStatus(state, params);
}

const smscError = (code: number, error: string, id?: string): Answer => ({
  body: { error, error_code: code, ...(id ? { id: Number(id) } : {}) },
});

function smscSend(state: State, params: Record<string, string>): Answer {
  const failure = state.failures.shift();
  if (failure === 'unavailable') return { status: 503, body: { error: 'Service Unavailable' } };
  if (failure === 'temporary') return smscError(9, 'duplicate request, wait a minute');
  if (!params.mes || !params.phones) return smscError(1, 'parameters error');
  const to = params.phones.replace(/^\+/, '');
  if (!PHONE.test(to)) return smscError(7, 'invalid number');
  const id = String(state.nextId++);
  if (failure === 'permanent') {
    return smscError(8, 'message to this number cannot be delivered', id);
  }
  state.messages.push({
    provider: 'smsc',
    id,
    to,
    text: params.mes,
    sender: params.sender,
    status: 'pending',
  });
  return { body: { id: Number(id), cnt: 1 } };
}

const SMSC_STATUSES: Record<Status, number> = { pending: 0, delivered: 1, failed: 20 };

function smscStatus(state: State, params: Record<string, string>): Answer {
  const to = (params.phone ?? '').replace(/^\+/, '');
  const message = state.messages.find(
    (item) => item.provider === 'smsc' && item.id === params.id && item.to === to,
  );
  const timestamp = Math.floor(Date.now() / 1000);
  if (!message) return { body: { status: -3, last_timestamp: timestamp } };
  const err = message.status === 'failed' ? { err: 1 } : {};
  return { body: { status: SMSC_STATUSES[message.status], last_timestamp: timestamp, ...err } };
}

function answerSmsc(state: State, path: string, params: Record<string, string>): Answer | null {
  if (path !== '/sys/send.php' && path !== '/sys/status.php') return null;
  const { login, password } = state.credentials;
  if (params.login !== login || params.psw !== password) return smscError(2, 'authorise error');
  if (params.fmt !== '3') return { body: 'ERROR = 1 (parameters error)' };
  return path === '/sys/send.php' ? smscSend(state, params) : smscStatus(state, params);
}

async function paramsOf(request: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const params = Object.fromEntries(url.searchParams);
  if (request.method === 'POST') {
    Object.assign(params, Object.fromEntries(new URLSearchParams(await readText(request))));
  }
  return params;
}

function reply(response: ServerResponse, answer: Answer) {
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  response.writeHead(answer.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(text);
}

/** Starts the fake on 127.0.0.1 at a free port; it knows one account of each gateway. */
export async function startFakeSmsGateway(
  credentials: { apiId: string; login: string; password: string } = {
    apiId: 'FAKE-SMSRU-API-ID-0001',
    login: 'kabinet',
    password: 'fake-smsc-password',
  },
): Promise<FakeSmsGateway> {
  const state: State = { credentials, messages: [], failures: [], nextId: 1 };
  const requests: FakeSmsGateway['requests'] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const params = await paramsOf(request, url);
      requests.push({ path: url.pathname, params });
      const answer = answerSmsRu(state, url.pathname, params) ??
        answerSmsc(state, url.pathname, params) ?? { status: 404, body: { error: 'not found' } };
      reply(response, answer);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages: state.messages,
    requests,
    failNext(kind, times = 1) {
      for (let i = 0; i < times; i++) state.failures.push(kind);
    },
    setStatus(id, status) {
      const message = state.messages.find((item) => item.id === id);
      if (!message) throw new Error(`the fake gateway has no message ${id}`);
      message.status = status;
    },
    lastCodeTo(to) {
      const message = state.messages.findLast((item) => item.to === to);
      const code = message?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`the fake gateway has no code sent to ${to}`);
      return code;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
