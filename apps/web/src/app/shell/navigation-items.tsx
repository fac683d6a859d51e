import {
  IconAdjustments,
  IconArrowsExchange,
  IconBook,
  IconBuilding,
  IconBuildingSkyscraper,
  IconChartBar,
  IconChartPie,
  IconChecklist,
  IconCreditCard,
  IconFileCertificate,
  IconHeadset,
  IconHistory,
  IconHome,
  IconInbox,
  IconMessages,
  IconReceipt2,
  IconReportAnalytics,
  IconShoppingBag,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { routeNames } from '../route-names.ts';

export interface NavigationItem {
  label: string;
  to: string;
  icon: ReactNode;
}

export interface NavigationGroup {
  label: string | null;
  items: NavigationItem[];
  adminOnly?: boolean;
  /** Only for staff (SPEC §6 manager rights). */
  staffOnly?: boolean;
}

const icon = (Icon: typeof IconHome) => <Icon size={20} stroke={1.6} />;

export const navigationGroups: NavigationGroup[] = [
  {
    label: 'Работа с клиентами',
    staffOnly: true,
    items: [{ label: 'Входящие', to: routeNames.inbox, icon: icon(IconInbox) }],
  },
  {
    label: null,
    items: [
      { label: 'Главная', to: routeNames.main, icon: icon(IconHome) },
      { label: 'Задачи', to: routeNames.tasks, icon: icon(IconChecklist) },
      { label: 'Чат', to: routeNames.chat, icon: icon(IconMessages) },
      { label: 'Компания', to: routeNames.company, icon: icon(IconBuilding) },
    ],
  },
  {
    label: 'Обслуживание',
    items: [
      { label: 'Тариф', to: routeNames.tariff, icon: icon(IconReceipt2) },
      { label: 'Разовые услуги', to: routeNames['one-time-services'], icon: icon(IconShoppingBag) },
      { label: 'Операции', to: routeNames.operations, icon: icon(IconArrowsExchange) },
      { label: 'Акты', to: routeNames.acts, icon: icon(IconFileCertificate) },
      { label: 'Оплата', to: routeNames.payment, icon: icon(IconCreditCard) },
    ],
  },
  {
    label: 'Отчётность',
    items: [
      {
        label: 'Отчёты компании',
        to: routeNames['company-reports'],
        icon: icon(IconReportAnalytics),
      },
      { label: 'Аналитика', to: routeNames.analytic, icon: icon(IconChartBar) },
      {
        label: 'Управленческий учёт',
        to: routeNames['management-accounting'],
        icon: icon(IconChartPie),
      },
    ],
  },
  {
    label: 'Ещё',
    items: [
      { label: 'Партнёрская программа', to: routeNames.referral, icon: icon(IconUsersGroup) },
      { label: 'Инструкции', to: routeNames.guides, icon: icon(IconBook) },
    ],
  },
  {
    label: 'Администрирование',
    adminOnly: true,
    items: [
      { label: 'Параметры тарифов', to: routeNames['admin-params'], icon: icon(IconAdjustments) },
      {
        label: 'Компании (админ)',
        to: routeNames['admin-companies'],
        icon: icon(IconBuildingSkyscraper),
      },
      { label: 'Менеджеры', to: routeNames['admin-managers'], icon: icon(IconHeadset) },
      { label: 'Пользователи', to: routeNames['admin-users'], icon: icon(IconUsers) },
      { label: 'Журнал действий', to: routeNames['admin-audit'], icon: icon(IconHistory) },
    ],
  },
];
