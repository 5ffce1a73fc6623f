/** Service codes exactly as the core API has them (spec section 3). */
export const SERVICE_CODES = ['otc', 'my-kenshin', 'eligibility-certificate'] as const;

export type ServiceCode = (typeof SERVICE_CODES)[number];

export const isServiceCode = (value: unknown): value is ServiceCode =>
  typeof value === 'string' && (SERVICE_CODES as readonly string[]).includes(value);

/** The originating service; an unknown value is ignored, so a crafted `?service=` can never pick a route. */
export const parseServiceCode = (value: unknown): ServiceCode | undefined => (isServiceCode(value) ? value : undefined);
