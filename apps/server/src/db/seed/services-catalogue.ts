import type { ServiceBody } from '@kabinet/domain/services';

/**
 * Issue 14: the one-time services a Moscow accounting firm sells, with its 2026 prices in
 * kopecks (state duties and notary fees are the client's, as the descriptions say).
 */
export const SERVICES_CATALOGUE: readonly Required<ServiceBody>[] = [
  {
    name: 'Регистрация ООО',
    description:
      'Подготовим устав, решение или протокол, заявление Р11001 и подадим документы в ФНС электронно — без госпошлины.',
    category: 'registration',
    price_kopecks: 800_000,
    price_from: true,
    turnaround: '5 рабочих дней',
    documents: [
      'Паспорта учредителей и директора',
      'ИНН учредителей',
      'Документы на юридический адрес',
      'Выбранные коды ОКВЭД',
    ],
    is_active: true,
    sort: 10,
  },
  {
    name: 'Регистрация ИП',
    description:
      'Заявление Р21001, выбор ОКВЭД и системы налогообложения, заявление на УСН или патент, подача в ФНС электронно.',
    category: 'registration',
    price_kopecks: 300_000,
    price_from: false,
    turnaround: '3 рабочих дня',
    documents: ['Паспорт', 'ИНН', 'СНИЛС'],
    is_active: true,
    sort: 20,
  },
  {
    name: 'Смена юридического адреса',
    description:
      'Подготовим решение, изменения в устав или лист записи и заявление Р13014, подадим в ФНС.',
    category: 'registration',
    price_kopecks: 1_200_000,
    price_from: true,
    turnaround: '7 рабочих дней',
    documents: [
      'Устав и выписка из ЕГРЮЛ',
      'Договор аренды или гарантийное письмо собственника',
      'Паспорт директора',
    ],
    is_active: true,
    sort: 30,
  },
  {
    name: 'Получение электронной подписи (ЭЦП)',
    description:
      'Поможем получить квалифицированную подпись руководителя в ФНС или для сотрудника в аккредитованном УЦ и настроим её для отчётности.',
    category: 'registration',
    price_kopecks: 250_000,
    price_from: false,
    turnaround: '1–2 рабочих дня',
    documents: ['Паспорт', 'СНИЛС', 'ИНН', 'Сертифицированный токен'],
    is_active: true,
    sort: 40,
  },
  {
    name: 'Нулевая отчётность',
    description:
      'Декларация по УСН или НДС и налогу на прибыль, расчёт по страховым взносам, бухгалтерская отчётность для компании без оборотов.',
    category: 'reporting',
    price_kopecks: 350_000,
    price_from: true,
    turnaround: '3 рабочих дня',
    documents: ['Реквизиты компании', 'Доступ к электронной подписи', 'Выписка банка за период'],
    is_active: true,
    sort: 10,
  },
  {
    name: 'Годовая бухгалтерская отчётность',
    description:
      'Баланс и отчёт о финансовых результатах с пояснениями, сдача в ФНС в электронном виде.',
    category: 'reporting',
    price_kopecks: 1_500_000,
    price_from: true,
    turnaround: '10 рабочих дней',
    documents: ['Оборотно-сальдовая ведомость', 'Выписки банка за год', 'Первичные документы'],
    is_active: true,
    sort: 20,
  },
  {
    name: 'Отчётность в СФР',
    description:
      'ЕФС-1 по стажу и взносам на травматизм, сведения о приёме и увольнении, сдача в Социальный фонд.',
    category: 'reporting',
    price_kopecks: 250_000,
    price_from: true,
    turnaround: '2 рабочих дня',
    documents: ['Список сотрудников со СНИЛС', 'Кадровые приказы за период', 'Расчётные ведомости'],
    is_active: true,
    sort: 30,
  },
  {
    name: 'Восстановление бухгалтерского учёта',
    description:
      'Соберём и разнесём первичные документы, сверим расчёты с ФНС и контрагентами, исправим и сдадим уточнённую отчётность.',
    category: 'accounting',
    price_kopecks: 2_500_000,
    price_from: true,
    turnaround: 'от 10 рабочих дней',
    documents: [
      'Выписки банка за весь период',
      'Первичные документы',
      'Сданная ранее отчётность',
      'База 1С, если есть',
    ],
    is_active: true,
    sort: 10,
  },
  {
    name: 'Экспресс-аудит учёта',
    description:
      'Проверим учёт за последний год, найдём налоговые риски и ошибки, дадим письменное заключение с рекомендациями.',
    category: 'accounting',
    price_kopecks: 3_000_000,
    price_from: true,
    turnaround: '10 рабочих дней',
    documents: ['База 1С или выгрузка', 'Отчётность за год', 'Договоры с основными контрагентами'],
    is_active: true,
    sort: 20,
  },
  {
    name: 'Оформление приёма сотрудника',
    description:
      'Трудовой договор, приказ о приёме, личная карточка, сведения в СФР и ознакомление с локальными актами.',
    category: 'hr',
    price_kopecks: 300_000,
    price_from: false,
    turnaround: '2 рабочих дня',
    documents: [
      'Паспорт сотрудника',
      'СНИЛС и ИНН',
      'Документ об образовании',
      'Сведения о трудовой деятельности',
    ],
    is_active: true,
    sort: 10,
  },
  {
    name: 'Кадровые документы «под ключ»',
    description:
      'Правила внутреннего распорядка, положение об оплате труда, штатное расписание, график отпусков и другие обязательные акты.',
    category: 'hr',
    price_kopecks: 1_500_000,
    price_from: true,
    turnaround: '5 рабочих дней',
    documents: ['Устав', 'Список сотрудников и должностей', 'Условия оплаты труда'],
    is_active: true,
    sort: 20,
  },
  {
    name: 'Декларация 3-НДФЛ',
    description:
      'Заполним и подадим декларацию для вычета за квартиру, лечение, обучение или при продаже имущества.',
    category: 'taxes',
    price_kopecks: 350_000,
    price_from: true,
    turnaround: '3 рабочих дня',
    documents: [
      'Паспорт и ИНН',
      'Справка о доходах (2-НДФЛ)',
      'Документы, подтверждающие расходы',
      'Реквизиты счёта для возврата',
    ],
    is_active: true,
    sort: 10,
  },
  {
    name: 'Ответ на требование ФНС',
    description:
      'Подготовим пояснения и подберём документы по требованию налоговой, отправим ответ по ТКС в срок.',
    category: 'taxes',
    price_kopecks: 500_000,
    price_from: true,
    turnaround: '2 рабочих дня',
    documents: ['Текст требования', 'Документы, которые запрашивает ФНС'],
    is_active: true,
    sort: 20,
  },
  {
    name: 'Консультация бухгалтера',
    description:
      'Час работы главного бухгалтера: налоги, выбор системы налогообложения, сделки, проверки. Онлайн или в офисе.',
    category: 'consulting',
    price_kopecks: 300_000,
    price_from: false,
    turnaround: 'в течение 1 рабочего дня',
    documents: [],
    is_active: true,
    sort: 10,
  },
  {
    name: 'Закрытие ИП',
    description:
      'Подготовим заявление Р26001 и последнюю отчётность, рассчитаем взносы, подадим документы в ФНС.',
    category: 'closing',
    price_kopecks: 400_000,
    price_from: true,
    turnaround: '5 рабочих дней',
    documents: ['Паспорт', 'ИНН', 'Сведения о работниках, если были', 'Доступ к банку'],
    is_active: true,
    sort: 10,
  },
  {
    name: 'Ликвидация ООО',
    description:
      'Добровольная ликвидация под ключ: решение, уведомления, публикация в «Вестнике», промежуточный и ликвидационный балансы.',
    category: 'closing',
    price_kopecks: 5_000_000,
    price_from: true,
    turnaround: 'от 3 месяцев',
    documents: [
      'Устав и выписка из ЕГРЮЛ',
      'Паспорта учредителей',
      'Бухгалтерская отчётность',
      'Справка об отсутствии долгов',
    ],
    is_active: true,
    sort: 20,
  },
];
