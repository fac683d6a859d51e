import { fieldError, notFound } from '../../platform/errors.ts';

export const guideNotFound = () => notFound('Статья не найдена.', 'guides.not_found');
export const guideImageNotFound = () => notFound('Картинка не найдена.', 'guides.image_not_found');
export const guideCategoryUnknown = () =>
  fieldError('category', 'Такого раздела нет.', 'guides.category_unknown');
export const guideSlugTaken = () =>
  fieldError('slug', 'Статья с таким адресом уже есть.', 'guides.slug_taken');
export const guideRelatedUnknown = () =>
  fieldError('related_ids', 'Связанные статьи не найдены.', 'guides.related_unknown');
export const guideImageMissing = () =>
  fieldError('file', 'Выберите картинку.', 'guides.image_missing');
export const guideImageTooLarge = () =>
  fieldError('file', 'Картинка — не больше 5 МБ.', 'guides.image_too_large');
export const guideImageBadType = () =>
  fieldError('file', 'Загрузите картинку JPEG, PNG, WebP или GIF.', 'guides.image_bad_type');
export const guideImageUnreadable = () =>
  fieldError('file', 'Не удалось прочитать картинку.', 'guides.image_unreadable');
