/** Why a file is not a statement we can read; the message is shown to staff as it is. */
export type BankStatementErrorCode =
  | 'bank_statement.empty'
  | 'bank_statement.not_exchange_file'
  | 'bank_statement.encoding'
  | 'bank_statement.encoding_mismatch'
  | 'bank_statement.broken_section'
  | 'bank_statement.missing_field'
  | 'bank_statement.bad_value'
  | 'bank_statement.truncated';

/**
 * A malformed 1CClientBankExchange file: a stable code for code, a Russian message for people,
 * and the line it concerns (1-based) when there is one. The parser throws only this.
 */
export class BankStatementError extends Error {
  override readonly name = 'BankStatementError';
  constructor(
    readonly code: BankStatementErrorCode,
    message: string,
    readonly line: number | null = null,
  ) {
    super(line === null ? message : `Строка ${line}: ${message}`);
  }
}
