export {
  HOLIDAYS_MM_DD,
  PRODUCTION_CALENDAR,
  type ProductionYear,
} from './production-calendar.data.ts';
export {
  addWorkingDays,
  dayOffKind,
  isWorkingDay,
  lastWorkingDayOnOrBefore,
  MAX_WORKING_DAYS,
  nextWorkingDay,
  shiftDeadline,
  weekday,
  type DayOffKind,
  type ShiftedDeadline,
} from './working-days.ts';
