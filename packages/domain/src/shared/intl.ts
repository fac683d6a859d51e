// Building an Intl formatter loads its locale's (and time zone's) data: about a millisecond on a
// desktop, several on a slow phone, and it was done per formatted date (every chat message) and
// at module load (before the first render). Formatters are kept, one per locale and options, and
// built on first use.

/** `build`, called once per locale and options; later calls answer the kept formatter. */
function keptPer<Options, Format>(build: (locale: string, options: Options) => Format) {
  const kept = new Map<string, Format>();
  return (locale: string, options: Options): Format => {
    const key = `${locale} ${JSON.stringify(options)}`;
    let format = kept.get(key);
    if (!format) {
      format = build(locale, options);
      kept.set(key, format);
    }
    return format;
  };
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export const dateTimeFormat = keptPer(
  (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export const numberFormat = keptPer(
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
