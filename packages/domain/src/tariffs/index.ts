export {
  individualParamsSchema,
  monthTotalSchema,
  optionValueSchema,
  paramPriceOverrideSchema,
  paramValueSchema,
  tariffParamOptionSchema,
  tariffParamSchema,
  tariffParamSettingsSchema,
  tariffSchema,
  type IndividualParams,
  type MonthTotal,
  type OptionValue,
  type ParamPriceOverride,
  type ParamValue,
  type ParamValues,
  type Tariff,
  type TariffParam,
  type TariffParamOption,
  type TariffParamSettings,
} from './tariffs.schemas.ts';
export {
  PAY_MONTHS_COUNT_SLUG,
  TARIFF_PARAM_TYPE,
  type TariffParamType,
} from './tariff-param-types.ts';
export {
  COMPANY_TARIFF_STATUS,
  COMPANY_TARIFF_STATUS_NAMES,
  type CompanyTariffStatus,
} from './company-tariff-status.ts';
export {
  companyTariffInfoSchema,
  companyTariffSchema,
  companyTariffStatusSchema,
  type CompanyTariff,
} from './company-tariff.ts';
export {
  canDeleteCompanyTariff,
  CURRENT_TARIFF_PRIORITY,
  DELETABLE_TARIFF_STATUSES,
  FIRST_MONTH_BLOCKING_STATUSES,
  pickCurrentCompanyTariff,
  showsFirstMonthPrice,
} from './current-company-tariff.ts';
export {
  initialWizardValues,
  isActivatingValue,
  isEmptyValue,
  isParamActive,
  isSkippedForTariff,
  normalizeParamValue,
  normalizeValues,
  normalizeValuesForSending,
} from './normalize-values.ts';
export { findOptionPrice, missingPriceProblem, type OptionPrice } from './option-price.ts';
export {
  calculateParamAddition,
  comparisonBand,
  FREE_USERS,
  type ParamAddition,
} from './param-addition.ts';
export {
  amountToPay,
  calculateMonthTotal,
  calculateMonthTotals,
  discountedMonth,
  formatSaleText,
} from './month-totals.ts';
export {
  calculateTariffs,
  type CalculateTariffsInput,
  type TariffCalculation,
  type TariffsCalculation,
} from './calculate-tariffs.ts';
export { toTariffTotalsWire, type TariffTotalsWire } from './tariff-totals-wire.ts';
export {
  firstIncompleteStep,
  missingOnStep,
  missingSlugsOnStep,
  paramLabel,
  stepOfParam,
  TARIFF_PARAM_LABELS,
  TARIFF_WIZARD_STEPS,
  type TariffWizardStep,
} from './wizard-steps.ts';
export {
  canTransitionCompanyTariff,
  COMPANY_TARIFF_TRANSITIONS,
  connectionStatus,
  firstDayOfNextMonth,
  nextTariffChargeDate,
  OPEN_CONNECTION_STATUSES,
  RUNNING_TARIFF_STATUSES,
  STAFF_TARGET_STATUSES,
  type StaffTargetStatus,
} from './company-tariff-transitions.ts';
export {
  adminCatalogueSchema,
  adminParamsBodySchema,
  adminPreviewBodySchema,
  adminTariffBodySchema,
  companyIdQuerySchema,
  companyTariffHistoryEntrySchema,
  companyTariffLookupParamsSchema,
  companyTariffResourceSchema,
  companyTariffStatusBodySchema,
  paramValuesSchema,
  tariffIdParamsSchema,
  tariffPageSchema,
  tariffsCalculationSchema,
  tariffValuesBodySchema,
  tariffWizardStepSchema,
  type AdminParamsBody,
  type AdminPreviewBody,
  type AdminTariffBody,
  type CompanyTariffHistoryEntry,
  type CompanyTariffResource,
  type CompanyTariffStatusBody,
  type TariffPage,
  type TariffValuesBody,
} from './tariff-api.schemas.ts';
export {
  CATALOGUE_MESSAGES,
  validateIndividualParams,
  validateTariffParams,
  type CatalogueErrors,
} from './catalogue-validation.ts';
export {
  companyTariffStatusChangedSchema,
  companyTariffUserEventSchemas,
  type CompanyTariffStatusChanged,
  type CompanyTariffUserEvents,
} from './company-tariffs.events.ts';
export { optionsForLegalForm } from './tax-system-options.ts';
export {
  coversAnswers,
  recommendTariff,
  tariffInclusions,
  type RecommendTariffInput,
} from './tariff-recommendation.ts';
