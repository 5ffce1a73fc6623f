import type { ServiceCode } from '.';
import { api, cacheTagTypes } from '.';

/**
 * The one set of cache tags (src/api/index.ts), read from the endpoint definitions as RTK Query holds them: the
 * function form of enhanceEndpoints hands each definition over without changing it.
 */
interface Definition {
  type: 'query' | 'mutation' | 'infinitequery';
  providesTags?: unknown;
  invalidatesTags?: unknown;
}

const names = Object.keys(api.endpoints);
const definitions: Record<string, Definition> = {};
api.enhanceEndpoints({
  endpoints: Object.fromEntries(
    names.map((name) => [name, (definition: Definition) => void (definitions[name] = definition)]),
  ) as never,
});

const queries = names.filter((name) => definitions[name]?.type === 'query');
const mutations = names.filter((name) => definitions[name]?.type === 'mutation');

/** Reads that carry no tag, and why (the same reasons stand beside them in src/api/index.ts). */
const UNTAGGED_READS: Record<string, string> = {
  getCertificateAllowedStatus: 'account-wide permission the insurer sets; no portal write changes it',
  getNewCertificateApplication:
    "the insurer's record of the family; written only by the eligibility check, before any certificate screen",
  getCertificateReasons: 'a fixed list',
  getInsurer: 'insurer reference data',
  findInsurerConfig: 'insurer reference data',
};
/** Writes that change nothing the portal reads, and why. */
const WRITES_THAT_CHANGE_NO_READ: Record<string, string> = {
  createOtcToken: 'issues a one-time shop login token',
};

const SERVICE_CODES: ServiceCode[] = ['otc', 'my-kenshin', 'eligibility-certificate'];
/** The arguments each function-form tag list is tried with: every case it tells apart. */
const SAMPLE_ARGS: Record<string, unknown[]> = {
  createServiceRegistration: SERVICE_CODES.map((service_code) => ({
    serviceRegistrationRequest: { service_code, email_marketing_consent: false },
  })),
  createPseudonymizedServiceRegistration: SERVICE_CODES.map((service_code) => ({
    serviceRegistrationRequest: { service_code, email_marketing_consent: false },
  })),
};

const tagName = (tag: unknown) => (typeof tag === 'string' ? tag : (tag as { type: string }).type);

/** The tag types a tag description can name: every sample argument's answer for the function form. */
const tagsOf = (name: string, description: unknown, args = SAMPLE_ARGS[name]): string[][] => {
  if (description === undefined) return [];
  if (Array.isArray(description)) return [description.map(tagName)];
  if (typeof description !== 'function') throw new Error(`${name}: unexpected tag description ${String(description)}`);
  if (!args) throw new Error(`${name} computes its tags: give it sample arguments in SAMPLE_ARGS`);
  return args.map((arg) =>
    (description as (...parameters: unknown[]) => unknown[])(undefined, undefined, arg).map(tagName),
  );
};

const provided = (name: string) => tagsOf(name, definitions[name]?.providesTags);
const invalidated = (name: string) => tagsOf(name, definitions[name]?.invalidatesTags);

describe('the cache tags', () => {
  it('reads every endpoint of the contract', () => {
    expect(names.length).toBeGreaterThan(0);
    expect(Object.keys(definitions).sort()).toEqual([...names].sort());
    expect([...queries, ...mutations].sort()).toEqual([...names].sort());
    // The exception lists name real endpoints of the right kind.
    expect(Object.keys(UNTAGGED_READS).filter((name) => !queries.includes(name))).toEqual([]);
    expect(Object.keys(WRITES_THAT_CHANGE_NO_READ).filter((name) => !mutations.includes(name))).toEqual([]);
  });

  it('has each read provide a tag, unless it is listed with its reason', () => {
    for (const name of queries) {
      const tags = provided(name).flat();
      if (name in UNTAGGED_READS) expect({ name, tags }).toEqual({ name, tags: [] });
      else expect({ name, tags }).toEqual({ name, tags: expect.arrayContaining([expect.any(String)]) as unknown });
    }
  });

  it('has each write invalidate a tag in every case, unless it is listed with its reason; reads invalidate none', () => {
    for (const name of mutations) {
      expect({ name, provides: provided(name) }).toEqual({ name, provides: [] });
      // Declared even when empty, so that a write nobody thought about fails here.
      expect({ name, declared: definitions[name]?.invalidatesTags !== undefined }).toEqual({ name, declared: true });
      for (const tags of invalidated(name)) {
        if (name in WRITES_THAT_CHANGE_NO_READ) expect({ name, tags }).toEqual({ name, tags: [] });
        else expect({ name, tags: tags.length > 0 }).toEqual({ name, tags: true });
      }
    }
    for (const name of queries) expect({ name, invalidates: invalidated(name) }).toEqual({ name, invalidates: [] });
  });

  it('uses one set of tag types, each both provided and invalidated', () => {
    const providedTypes = new Set(queries.flatMap((name) => provided(name).flat()));
    const invalidatedTypes = new Set(mutations.flatMap((name) => invalidated(name).flat()));
    expect([...providedTypes].sort()).toEqual([...cacheTagTypes].sort());
    expect([...invalidatedTypes].sort()).toEqual([...cacheTagTypes].sort());
  });

  it('has a registration open the shop account only when it is the shop’s', () => {
    for (const name of ['createServiceRegistration', 'createPseudonymizedServiceRegistration']) {
      expect(invalidated(name)).toEqual([['Me', 'OtcAccount'], ['Me'], ['Me']]);
    }
  });
});
