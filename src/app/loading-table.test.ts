const mockRun: string[] = [];
jest.mock('../lib/run-in-steps', () => ({ ...jest.requireActual('../lib/run-in-steps'), typingGap: jest.fn() }));
jest.mock('../api/query-library', () => {
  mockRun.push('RTK Query');
  return {};
});
jest.mock('../api', () => {
  mockRun.push("the portal's client");
  return { api: {} };
});

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
  it("runs the API client's chunk after its download in two tasks, each in a gap of the member's typing", async () => {
    const [{ chunks }, { typingGap }] = isolated();
    const gaps: (() => void)[] = [];
    jest.mocked(typingGap).mockImplementation(() => new Promise<void>((resolve) => gaps.push(resolve)));
    const loaded = chunks.api.load();
    await settled();
    expect(mockRun).toEqual([]);
    expect(gaps).toHaveLength(1);
    gaps[0]?.();
    await settled();
    expect(mockRun).toEqual(['RTK Query']);
    expect(gaps).toHaveLength(2);
    gaps[1]?.();
    await expect(loaded).resolves.toMatchObject({ api: {} });
    expect(mockRun).toEqual(['RTK Query', "the portal's client"]);
  });
});
