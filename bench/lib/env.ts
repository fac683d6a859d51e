/** A positive number from the environment; the fallback when unset, not a number or ≤ 0. */
export const numberFromEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
