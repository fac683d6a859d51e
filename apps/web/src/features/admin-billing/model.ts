import { type SellerSettings } from '@kabinet/domain/billing';
import { VAT_MODE_LABELS, VAT_MODES } from '@kabinet/domain/money';

/** The VAT modes the firm may choose, in Russian, for the select. */
export const VAT_OPTIONS = VAT_MODES.map((mode) => ({ value: mode, label: VAT_MODE_LABELS[mode] }));

/** The form before the admin has saved anything: «Без НДС», five days to pay. */
export const EMPTY_SELLER_SETTINGS: SellerSettings = {
  name: '',
  inn: '',
  kpp: '',
  address: '',
  bank_name: '',
  bik: '',
  account: '',
  correspondent_account: '',
  vat_mode: 'none',
  due_days: 5,
  director_name: '',
  accountant_name: '',
  contract_number: '',
  contract_date: '',
};
