import * as z from 'zod';

/**
 * A referral code from a link (`?ref=`), carried in lead_meta through registration. Its own file
 * without imports: auth's field rules use it, and the referral schemas use auth's.
 */
export const referralCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-HJKMNP-Z2-9]{8}$/, 'Неверный код приглашения');
