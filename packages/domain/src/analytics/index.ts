export * from './analytics.schemas.ts';
export * from './build-analytics.ts';
export * from './date-range.ts';
export * from './money-axis.ts';
export * from './monthly-figures.ts';
export * from './period-presets.ts';
