import {
  IconAdjustments,
  IconArrowsExchange,
  IconBook,
  IconBriefcase,
  IconBuilding,
  IconBuildingBank,
  IconBuildingSkyscraper,
  IconCash,
  IconChartBar,
  IconChartPie,
  IconChecklist,
  IconClipboardList,
  IconCreditCard,
  IconFileCertificate,
  IconFileInvoice,
  IconFiles,
  IconGift,
  IconHeadset,
  IconHistory,
  IconHome,
  IconInbox,
  IconMessages,
  IconReceipt2,
  IconReportAnalytics,
  IconSettings,
  IconShoppingBag,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { hasManagerRights, isAdmin } from '@kabinet/domain/shared';
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
}

const icon = (Icon: typeof IconHome) => <Icon size={20} stroke={1.6} />;

/** The client's cabinet: their company, its service and reports (SPEC §2). */
const clientGroups: NavigationGroup[] = [
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
      { label: 'Мои заказы', to: routeNames.orders, icon: icon(IconClipboardList) },
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
      { label: 'База знаний', to: routeNames.guides, icon: icon(IconBook) },
    ],
  },
];

/** The admin area, for admin and crm in either navigation (SPEC §6). */
const adminGroup: NavigationGroup = {
  label: 'Администрирование',
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
    { label: 'Реквизиты для счетов', to: routeNames['admin-billing'], icon: icon(IconFileInvoice) },
    { label: 'Разовые услуги', to: routeNames['admin-services'], icon: icon(IconShoppingBag) },
    {
      label: 'Настройки приложения',
      to: routeNames['admin-app-settings'],
      icon: icon(IconSettings),
    },
    {
      label: 'Правила реферальной программы',
      to: routeNames['admin-referral-rules'],
      icon: icon(IconGift),
    },
    { label: 'База знаний', to: routeNames['admin-guides'], icon: icon(IconBook) },
  ],
};

/**
 * The staff workspace. People who serve the clients get their own work, not the
 * client's screens: their clients, the inbox of every client conversation, tasks and documents.
 */
const staffGroups: NavigationGroup[] = [
  {
    label: null,
    items: [
      { label: 'Главная', to: routeNames.main, icon: icon(IconHome) },
      { label: 'Клиенты', to: routeNames.clients, icon: icon(IconBriefcase) },
      { label: 'Входящие', to: routeNames.inbox, icon: icon(IconInbox) },
      { label: 'Задачи', to: routeNames.tasks, icon: icon(IconChecklist) },
      { label: 'Заказы', to: routeNames['staff-orders'], icon: icon(IconClipboardList) },
      { label: 'Документы', to: routeNames.documents, icon: icon(IconFiles) },
      { label: 'Отчётность', to: routeNames['staff-reports'], icon: icon(IconReportAnalytics) },
      { label: 'Выписки банка', to: routeNames['bank-statements'], icon: icon(IconBuildingBank) },
      {
        label: 'Реферальные выплаты',
        to: routeNames['staff-referral-payouts'],
        icon: icon(IconCash),
      },
    ],
  },
];

/** The sidebar of a role: staff or client groups, and the admin area for admin/crm. */
export function navigationFor(roleSlug: string): NavigationGroup[] {
  const groups = hasManagerRights(roleSlug) ? staffGroups : clientGroups;
  return isAdmin(roleSlug) ? [...groups, adminGroup] : groups;
}
