import dayjs from 'dayjs';
import 'dayjs/locale/ru';

/**
 * Russian month and day names for the date pickers (DatesProvider says `locale: 'ru'` app-wide).
 * Imported by the components that render a picker, so dayjs is not in every route's JavaScript.
 */
dayjs.locale('ru');
