import * as z from 'zod';

/**
 * A referral code from a link (`?ref=`), carried in lead_meta through registration. Its own file
 * without imports, so auth's registration rules can use it without pulling in the referral schemas.
 */
export const referralCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-HJKMNP-Z2-9]{8}$/, 'Неверный код приглашения');
