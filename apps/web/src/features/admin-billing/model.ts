import { VAT_MODES, type SellerSettings, type VatMode } from '@kabinet/domain/billing';

// TODO(money): take the VAT labels from @kabinet/domain/money once it is merged.
const VAT_LABELS: Record<VatMode, string> = {
  without_vat: 'Без НДС (УСН)',
  vat_5: 'НДС 5 %',
  vat_7: 'НДС 7 %',
  vat_20: 'НДС 20 %',
};

/** The VAT modes the firm may choose, in Russian, for the select. */
export const VAT_OPTIONS = VAT_MODES.map((mode) => ({ value: mode, label: VAT_LABELS[mode] }));

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
  vat_mode: 'without_vat',
  due_days: 5,
};
