// How the fake DaData server (fake-dadata-server.ts) picks suggestions: the documented request
// parameters (https://dadata.ru/api/find-party/, /api/suggest/party/, /api/suggest/address/,
// /api/suggest/bank/) over a fixed directory, with simple matching instead of DaData's search.
import type {
  DadataAddressSuggestion,
  DadataBankSuggestion,
  DadataPartySuggestion,
  DadataSuggestion,
} from '../platform/dadata/dadata.types.ts';

/** A request body as received: `query` checked, the rest as the client sent it. */
export type RequestBody = { query: string } & Record<string, unknown>;

/** What the fake knows. */
export type FakeDirectory = {
  parties: DadataPartySuggestion[];
  addresses: DadataAddressSuggestion[];
  banks: DadataBankSuggestion[];
};

const DEFAULT_COUNT = 10;
const MAX_COUNT: Record<string, number> = { 'findById/party': 300 };
const SUGGEST_MAX_COUNT = 20;

/** The suggestions of a DaData method for `body`, or null for a method the fake lacks. */
export function answerMethod(
  method: string,
  body: RequestBody,
  directory: FakeDirectory,
): DadataSuggestion<unknown>[] | null {
  const found = search(method, body, directory);
  if (found === null) return null;
  if (body.query.trim() === '') return [];
  return found.slice(0, countOf(body.count, MAX_COUNT[method] ?? SUGGEST_MAX_COUNT));
}

function search(method: string, body: RequestBody, { parties, addresses, banks }: FakeDirectory) {
  const query = body.query.trim();
  switch (method) {
    case 'suggest/party':
      return parties.filter((party) => partyFilters(party, body) && partyMatches(party, query));
    case 'findById/party':
      return parties.filter(
        (party) =>
          [party.data.inn, party.data.ogrn].includes(query) &&
          partyFilters(party, body) &&
          (body.kpp === undefined || party.data.kpp === body.kpp) &&
          (body.branch_type === undefined || party.data.branch_type === body.branch_type),
      );
    case 'suggest/address':
      return addresses.filter((address) => wordsMatch(query, [], [address.unrestricted_value]));
    case 'suggest/bank':
      return banks.filter((bank) => bankMatches(bank, query));
    case 'findById/bank':
      return banks.filter(({ data }) =>
        [data.bic, data.swift, data.inn, data.registration_number].includes(query),
      );
    default:
      return null;
  }
}

function countOf(count: unknown, max: number): number {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return DEFAULT_COUNT;
  return Math.min(count, max);
}

function partyFilters({ data }: DadataPartySuggestion, body: RequestBody): boolean {
  const statuses = Array.isArray(body.status) ? (body.status as unknown[]) : null;
  return (
    (body.type === undefined || data.type === body.type) &&
    (statuses === null || statuses.includes(data.state.status))
  );
}

function partyMatches({ data }: DadataPartySuggestion, query: string): boolean {
  const names = [data.name.full_with_opf, data.name.short_with_opf, data.management?.name];
  return wordsMatch(query, [data.inn, data.ogrn, data.kpp], [...names, data.address?.value]);
}

function bankMatches({ data }: DadataBankSuggestion, query: string): boolean {
  const names = [data.name.payment, data.name.short, data.name.full, data.swift];
  return wordsMatch(query, [data.bic, data.inn, data.correspondent_account], names);
}

const normalise = (text: string) => text.toLowerCase().replaceAll('ё', 'е').replace(/["«»]/g, '');

/**
 * Every word of the query must match: a number as the prefix of one of `numbers` (ИНН, ОГРН,
 * КПП, БИК), any other word as a case-insensitive substring of `texts`. Without `numbers`
 * (addresses), numbers are substrings too (house numbers, postcodes).
 */
function wordsMatch(
  query: string,
  numbers: (string | null)[],
  texts: (string | null | undefined)[],
) {
  const haystack = normalise(texts.filter(Boolean).join(' '));
  const words = normalise(query)
    .split(/[\s,]+/)
    .filter(Boolean);
  return words.every((word) =>
    /^\d+$/.test(word) && numbers.length > 0
      ? numbers.some((number) => number?.startsWith(word))
      : haystack.includes(word),
  );
}
