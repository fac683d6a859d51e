export {
  MAX_SERVICE_OPTIONS,
  serviceBodySchema,
  serviceOptionSchema,
  serviceSchema,
  type Service,
  type ServiceBody,
  type ServiceOption,
} from './services.schemas.ts';
export {
  compareServices,
  formatServicePrice,
  groupServicesByCategory,
  matchesServiceSearch,
  MAX_SERVICE_PRICE_KOPECKS,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_NAMES,
  type ServiceCategory,
} from './service-catalogue.ts';
