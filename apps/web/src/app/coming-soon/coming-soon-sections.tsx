import {
  IconAdjustments,
  IconArrowsExchange,
  IconBook,
  IconBuilding,
  IconBuildingSkyscraper,
  IconCalculator,
  IconChartBar,
  IconChartPie,
  IconChecklist,
  IconCirclePlus,
  IconCoin,
  IconFileCertificate,
  IconFolder,
  IconForms,
  IconMessages,
  IconReceipt2,
  IconReportAnalytics,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { RouteName } from '../route-names.ts';

export interface ComingSoonSection {
  title: string;
  description: string;
  icon: ReactNode;
}

const size = 32;

/** Sections whose issues are still ahead: real layout, honest empty state, no fake data. */
export const comingSoonSections: Partial<Record<RouteName, ComingSoonSection>> = {
  company: {
    title: 'Компания',
    description: 'Здесь будут реквизиты, банковские счета и сотрудники вашей компании.',
    icon: <IconBuilding size={size} />,
  },
  'company-new': {
    title: 'Новая компания',
    description: 'Здесь можно будет добавить компанию по ИНН — реквизиты заполнятся сами.',
    icon: <IconCirclePlus size={size} />,
  },
  'company-fill': {
    title: 'Данные компании',
    description: 'Здесь можно будет дополнить сведения о компании, которые нужны бухгалтеру.',
    icon: <IconForms size={size} />,
  },
  tariff: {
    title: 'Тариф',
    description: 'Здесь будет ваш текущий тариф: что в него входит и сколько он стоит.',
    icon: <IconReceipt2 size={size} />,
  },
  'tariff-step': {
    title: 'Подбор тарифа',
    description: 'Здесь будет калькулятор из 10 шагов, который подберёт тариф под вашу компанию.',
    icon: <IconCalculator size={size} />,
  },
  operations: {
    title: 'Операции',
    description: 'Здесь появятся операции по вашей компании, которые ведёт бухгалтер.',
    icon: <IconArrowsExchange size={size} />,
  },
  acts: {
    title: 'Акты',
    description: 'Здесь будут акты выполненных работ за каждый месяц обслуживания.',
    icon: <IconFileCertificate size={size} />,
  },
  documents: {
    title: 'Документы',
    description:
      'Здесь будут документы клиентов: первичка на разнесение, акты на подпись и выписки банков.',
    icon: <IconFolder size={size} />,
  },
  tasks: {
    title: 'Задачи',
    description: 'Здесь будут задачи от бухгалтера: что подписать, загрузить или оплатить.',
    icon: <IconChecklist size={size} />,
  },
  'company-reports': {
    title: 'Отчёты компании',
    description: 'Здесь будут отчёты в ФНС, СФР и Росстат со статусами их приёма.',
    icon: <IconReportAnalytics size={size} />,
  },
  analytic: {
    title: 'Аналитика',
    description: 'Здесь будут ключевые показатели компании: выручка, расходы и налоги по месяцам.',
    icon: <IconChartBar size={size} />,
  },
  'management-accounting-files': {
    title: 'Управленческий учёт',
    description: 'Здесь будут файлы управленческой отчётности, которые готовит ваш бухгалтер.',
    icon: <IconFolder size={size} />,
  },
  'management-accounting-graphs': {
    title: 'Графики управленческого учёта',
    description: 'Здесь будут графики доходов, расходов и денежного потока компании.',
    icon: <IconChartPie size={size} />,
  },
  chat: {
    title: 'Чат',
    description: 'Здесь будет переписка с вашим бухгалтером и менеджером.',
    icon: <IconMessages size={size} />,
  },
  'chat-conversation': {
    title: 'Диалог',
    description: 'Здесь будут сообщения этого диалога и поле для ответа.',
    icon: <IconMessages size={size} />,
  },
  'referral-connect': {
    title: 'Партнёрская программа',
    description:
      'Здесь можно будет подключиться к программе и получать вознаграждение за рекомендации.',
    icon: <IconUsersGroup size={size} />,
  },
  'referral-info': {
    title: 'Партнёрская программа',
    description: 'Здесь будут условия программы, начисления и ваша партнёрская ссылка.',
    icon: <IconUsersGroup size={size} />,
  },
  'referral-payouts': {
    title: 'Выплаты',
    description: 'Здесь будут выплаты вознаграждения по партнёрской программе.',
    icon: <IconCoin size={size} />,
  },
  'referral-leads': {
    title: 'Заявки',
    description: 'Здесь будут заявки компаний, пришедших по вашей рекомендации.',
    icon: <IconUserPlus size={size} />,
  },
  'referral-clients': {
    title: 'Клиенты',
    description: 'Здесь будут компании, которые стали клиентами по вашей рекомендации.',
    icon: <IconUsersGroup size={size} />,
  },
  guides: {
    title: 'Инструкции',
    description: 'Здесь будут пошаговые инструкции по работе с кабинетом и бухгалтерией.',
    icon: <IconBook size={size} />,
  },
  guide: {
    title: 'Инструкция',
    description: 'Здесь будет текст выбранной инструкции.',
    icon: <IconBook size={size} />,
  },
  'admin-params': {
    title: 'Параметры тарифов',
    description: 'Здесь администратор сможет настраивать параметры и цены тарифов.',
    icon: <IconAdjustments size={size} />,
  },
  'admin-companies': {
    title: 'Компании клиентов',
    description: 'Здесь администратор увидит все компании клиентов и их статусы.',
    icon: <IconBuildingSkyscraper size={size} />,
  },
};
