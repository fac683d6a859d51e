import type {
  DadataAddress,
  DadataBank,
  DadataBankSuggestion,
  DadataBranchType,
  DadataFindPartyRequest,
  DadataParty,
  DadataPartySuggestion,
  DadataPartyType,
  DadataSuggestion,
  DadataSuggestionsResponse,
  DadataAddressSuggestion,
} from './dadata.types.ts';

/** https://dadata.ru/api/suggest/party/: the suggestions API root (methods are relative to it). */
export const DADATA_BASE_URL = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs/';
/** A lookup is a convenience: after 3 s the user fills the fields by hand instead. */
export const DADATA_TIMEOUT_MS = 3_000;

/**
 * Why a DaData call failed; every kind means "fall back to manual entry".
 * - `timeout`: no full answer within the timeout;
 * - `network`: the server could not be reached (DNS, refused, reset);
 * - `unauthorized`: 401, the API key is missing;
 * - `forbidden`: 403 (per DaData docs: unknown key, unconfirmed e-mail or the daily limit is
 *   used up);
 * - `rate_limited`: 429 (too many requests per second);
 * - `bad_request`: 400/405/413, the request itself was refused;
 * - `server`: 5xx, another status, or an answer that is not `{ suggestions: [...] }`.
 */
export type DadataErrorKind =
  'timeout' | 'network' | 'unauthorized' | 'forbidden' | 'rate_limited' | 'bad_request' | 'server';

/** The only error the DaData client throws; raw fetch errors are kept as `cause`. */
export class DadataError extends Error {
  constructor(
    readonly kind: DadataErrorKind,
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DadataError';
  }
}

/** True when `error` came from the DaData client (so the caller may degrade gracefully). */
export function isDadataError(error: unknown): error is DadataError {
  return error instanceof DadataError;
}

/** Settings of a client; `baseUrl` points at the fake in tests (DADATA_BASE_URL). */
export type DadataClientOptions = {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** Options of `findPartyById` (https://dadata.ru/api/find-party/, request parameters). */
export type FindPartyOptions = {
  kpp?: string;
  branch_type?: DadataBranchType;
  type?: DadataPartyType;
  count?: number;
};

/** The lookups Kabinet uses; each resolves to DaData suggestions or throws a `DadataError`. */
export type DadataClient = {
  /** `findById/party`: the head office and branches with this ИНН/ОГРН (narrow with kpp/branch_type). */
  findPartyById(innOrOgrn: string, options?: FindPartyOptions): Promise<DadataPartySuggestion[]>;
  /** `suggest/party`: organisations and ИП by ИНН/ОГРН prefix, name, director or address. */
  suggestParty(query: string, options?: { count?: number }): Promise<DadataPartySuggestion[]>;
  /** `suggest/address`: address hints for a typed fragment. */
  suggestAddress(query: string, options?: { count?: number }): Promise<DadataAddressSuggestion[]>;
  /** `findById/bank`: the bank with this БИК, or null. */
  findBankById(bik: string): Promise<DadataBankSuggestion | null>;
  /** `suggest/bank`: banks by БИК, SWIFT, ИНН or name. */
  suggestBank(query: string, options?: { count?: number }): Promise<DadataBankSuggestion[]>;
};

/**
 * Creates a DaData suggestions client (https://dadata.ru/api/suggest/party/, «Как вызвать»):
 * `POST <base>/<method>` with `Authorization: Token <key>` and a UTF-8 JSON body. Every call
 * is bounded by `timeoutMs` (default 3 s, body included) and fails only with `DadataError`.
 */
export function createDadataClient(options: DadataClientOptions): DadataClient {
  const post = createPoster(options);
  return {
    findPartyById: (query, find = {}) =>
      post<DadataParty>('findById/party', { query, ...find } satisfies DadataFindPartyRequest),
    suggestParty: (query, { count } = {}) => post<DadataParty>('suggest/party', { query, count }),
    suggestAddress: (query, { count } = {}) =>
      post<DadataAddress>('suggest/address', { query, count }),
    findBankById: async (bik) =>
      (await post<DadataBank>('findById/bank', { query: bik }))[0] ?? null,
    suggestBank: (query, { count } = {}) => post<DadataBank>('suggest/bank', { query, count }),
  };
}

function createPoster({
  apiKey,
  baseUrl = DADATA_BASE_URL,
  timeoutMs = DADATA_TIMEOUT_MS,
  ...rest
}: DadataClientOptions) {
  const fetchImpl = rest.fetch ?? fetch;
  const root = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return async function post<TData>(
    method: string,
    body: object,
  ): Promise<DadataSuggestion<TData>[]> {
    try {
      const response = await fetchImpl(new URL(method, root), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: `Token ${apiKey}`,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw statusError(response.status, method);
      }
      const answer: unknown = await response.json();
      if (!isSuggestionsResponse<TData>(answer)) {
        throw new DadataError('server', `DaData ${method}: the answer has no suggestions list`);
      }
      return answer.suggestions;
    } catch (error) {
      throw toDadataError(error, method, timeoutMs);
    }
  };
}

function isSuggestionsResponse<TData>(answer: unknown): answer is DadataSuggestionsResponse<TData> {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    Array.isArray((answer as { suggestions?: unknown }).suggestions)
  );
}

function statusError(status: number, method: string): DadataError {
  const message = `DaData ${method} answered ${status}`;
  if (status === 401) return new DadataError('unauthorized', message, status);
  if (status === 403) return new DadataError('forbidden', message, status);
  if (status === 429) return new DadataError('rate_limited', message, status);
  if (status === 400 || status === 405 || status === 413) {
    return new DadataError('bad_request', message, status);
  }
  return new DadataError('server', message, status);
}

function toDadataError(error: unknown, method: string, timeoutMs: number): DadataError {
  if (error instanceof DadataError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new DadataError(
      'timeout',
      `DaData ${method}: no answer within ${timeoutMs} ms`,
      undefined,
      { cause: error },
    );
  }
  if (error instanceof SyntaxError) {
    return new DadataError('server', `DaData ${method}: the answer is not JSON`, undefined, {
      cause: error,
    });
  }
  return new DadataError('network', `DaData ${method}: request failed`, undefined, {
    cause: error,
  });
}
