// pg returns bigint as a string ("100" + 5 === "1005"); credits are read back as safe integers.
import { ValueTransformer } from 'typeorm';

export const bigintToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null): number | null => {
    if (value === null || value === undefined) return null;
    const n = Number(value);
    if (!Number.isSafeInteger(n)) throw new Error(`bigint ${value} is outside the safe integer range`);
    return n;
  },
};
