const mockRun: string[] = [];
jest.mock('../lib/run-in-steps', () => ({ ...jest.requireActual('../lib/run-in-steps'), typingGap: jest.fn() }));
const mockModule = (name: string, exports: object = {}) => {
  mockRun.push(name);
  return exports;
};
jest.mock('../api/query-library', () => mockModule('RTK Query'));
jest.mock('../api', () => mockModule("the portal's client", { api: {} }));
jest.mock('../identity/amplify-core', () => mockModule("Amplify's core"));
jest.mock('../identity/amplify-runtime', () => mockModule("Amplify's auth calls", { signIn: 'signIn' }));

type Modules = [typeof import('./loading-table'), typeof import('../lib/run-in-steps')];

/** The table with the mocks above (the test setup has loaded it with the real modules already). */
const isolated = () => {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    modules = [jest.requireActual('./loading-table'), jest.requireMock('../lib/run-in-steps')];
  });
  return modules as Modules;
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the loading table', () => {
  beforeEach(() => {
    mockRun.length = 0;
  });

  it.each([
    ['api', ['RTK Query', "the portal's client"], { api: {} }],
    ['identity', ["Amplify's core", "Amplify's auth calls"], { signIn: 'signIn' }],
  ] as const)(
    "runs the %s chunk after its download in two tasks, each in a gap of the member's typing",
    async (name, halves, last) => {
      const [{ chunks }, { typingGap }] = isolated();
      const gaps: (() => void)[] = [];
      jest.mocked(typingGap).mockImplementation(() => new Promise<void>((resolve) => gaps.push(resolve)));
      const loaded = chunks[name].load();
      await settled();
      expect(mockRun).toEqual([]);
      expect(gaps).toHaveLength(1);
      gaps[0]?.();
      await settled();
      expect(mockRun).toEqual([halves[0]]);
      expect(gaps).toHaveLength(2);
      gaps[1]?.();
      await expect(loaded).resolves.toMatchObject(last);
      expect(mockRun).toEqual(halves);
    },
  );
});
