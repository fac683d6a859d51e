// The fake ЮKassa's confirmation page, where the payer pays by card or СБП or gives up.
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { YooKassaPayment } from '../platform/yookassa/yookassa.types.ts';

import { settle } from './fake-yookassa.objects.ts';
import type { State } from './fake-yookassa.state.ts';

/** The payer's confirmation page: GET shows it, POST …/pay or …/cancel decides and returns. */
export async function checkout(
  state: State,
  request: IncomingMessage,
  url: URL,
  body: string,
  response: ServerResponse,
) {
  const [, id, action] = /^\/checkout\/([^/]+)(?:\/(pay|cancel))?$/.exec(url.pathname) ?? [];
  const payment = id ? state.payments.get(id) : undefined;
  if (!payment) {
    response
      .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      .end('Платёж не найден');
    return;
  }
  if (request.method === 'POST' && action) {
    const method = new URLSearchParams(body).get('method');
    await settle(state, payment.id, action === 'pay' ? 'succeeded' : 'canceled', method);
    response.writeHead(302, { location: payment.confirmation?.return_url ?? '/' }).end();
    return;
  }
  response
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    .end(checkoutPage(payment));
}

function checkoutPage(payment: YooKassaPayment): string {
  const escape = (text: string) =>
    text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const sum = `${payment.amount.value.replace('.', ',')} ₽`;
  const final = payment.status === 'succeeded' || payment.status === 'canceled';
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>ЮKassa (тест)</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:420px;margin:40px auto">
<h1>Оплата заказа</h1><p>${escape(payment.description ?? '')}</p><p>К оплате: <strong>${sum}</strong></p>
${
  final
    ? `<p>Платёж уже ${payment.status === 'succeeded' ? 'оплачен' : 'отменён'}.</p>`
    : `<form method="post" action="/checkout/${payment.id}/pay"><input type="hidden" name="method" value="bank_card">
<button type="submit">Оплатить картой</button></form>
<form method="post" action="/checkout/${payment.id}/pay"><input type="hidden" name="method" value="sbp">
<button type="submit">Оплатить через СБП</button></form>
<form method="post" action="/checkout/${payment.id}/cancel"><button type="submit">Отказаться от оплаты</button></form>`
}</body></html>`;
}
