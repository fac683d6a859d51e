import * as z from 'zod';

import { VAT_MODE_MESSAGE, VAT_MODES } from './vat.ts';

/** A VAT mode of the seller's settings (apart from vat.ts: pages show VAT without zod). */
export const vatModeSchema = z.enum(VAT_MODES, { error: VAT_MODE_MESSAGE });
