/** The middle value of `values` (the higher of the two middle ones for an even count); `values` is not changed. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
