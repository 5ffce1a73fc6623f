import {
  decideAcrossScreens,
  decideScreen,
  type KeyboardFacts,
  type LayoutFacts,
  type PageFacts,
} from './a11y-criteria';

const page = (overrides: Partial<PageFacts> = {}): PageFacts => ({
  url: 'http://127.0.0.1:5000/signin',
  lang: 'ja',
  title: 'ログイン | 会員情報',
  media: 0,
  metaRefresh: 0,
  images: [],
  backgroundImages: 0,
  headings: [{ level: 1, text: 'ログイン' }],
  fields: [{ label: 'メールアドレス', invalid: false }],
  invalidWithoutMessage: [],
  errorMessages: [],
  duplicateIds: [],
  flashing: [],
  endless: [],
  timers: 0,
  sensory: [],
  unmarked: [],
  outOfOrder: [],
  mainLandmark: true,
  skipLink: true,
  navigation: ['会員情報', '|', 'アクセシビリティ'],
  links: [{ href: '/accessibility', name: 'アクセシビリティ', place: 'footer' }],
  dialog: false,
  ...overrides,
});

const keyboard = (overrides: Partial<KeyboardFacts> = {}): KeyboardFacts => ({
  tabbable: ['メールアドレス', 'ログイン'],
  inDialog: false,
  stops: [
    { stop: 0, name: 'メールアドレス', indicator: true, contrast: 6.7, changedContext: false },
    { stop: 1, name: 'ログイン', indicator: true, contrast: 6.7, changedContext: false },
    { stop: 0, name: 'メールアドレス', indicator: true, contrast: 6.7, changedContext: false },
  ],
  ...overrides,
});

const layout = (overrides: Partial<LayoutFacts> = {}): LayoutFacts => ({ zoom: [], reflow: [], ...overrides });

const decide = (
  facts: { page?: Partial<PageFacts>; keyboard?: Partial<KeyboardFacts>; layout?: Partial<LayoutFacts> } = {},
  axe = {},
) =>
  decideScreen({ axe, page: page(facts.page), keyboard: keyboard(facts.keyboard), layout: layout(facts.layout) }, 'ja');

describe('what a tool decides on one screen', () => {
  it('passes a clean screen where a tool can tell, and leaves the judgement criteria without a verdict', () => {
    const found = decide(
      {},
      { '4.1.2': { passes: ['button-name'], violations: [], incomplete: [], inapplicable: [] } },
    );
    expect(found['2.1.1']?.verdict).toBe('pass');
    expect(found['2.4.7']?.verdict).toBe('pass');
    expect(found['1.2.1']?.verdict).toBe('notApplicable');
    expect(found['3.3.1']?.verdict).toBe('notApplicable');
    expect(found['4.1.2']?.verdict).toBe('pass');
    for (const id of ['2.2.1', '2.4.5', '2.4.6', '3.2.2', '3.3.4']) expect(found[id]).toBeUndefined();
  });

  it('fails a criterion an axe rule found violated, whatever the page facts say', () => {
    const found = decide(
      {},
      { '1.4.3': { passes: [], violations: ['color-contrast'], incomplete: [], inapplicable: [] } },
    );
    expect(found['1.4.3']).toEqual({ verdict: 'fail', by: 'axe color-contrast' });
  });

  it('leaves a criterion to a judgement when axe could not decide an element of it', () => {
    const undecided = {
      passes: ['aria-valid-attr-value'],
      violations: [],
      incomplete: ['aria-valid-attr-value'],
      inapplicable: [],
    };
    expect(decide({}, { '4.1.2': undecided })['4.1.2']).toBeUndefined();
    expect(decide({ layout: { zoom: ['cut off'] } }, { '1.4.4': undecided })['1.4.4']?.verdict).toBe('fail');
  });

  it('leaves contrast to a judgement when axe could not decide some text', () => {
    const found = decide(
      {},
      { '1.4.3': { passes: ['color-contrast'], violations: [], incomplete: ['color-contrast'], inapplicable: [] } },
    );
    expect(found['1.4.3']).toBeUndefined();
  });

  it('fails the keyboard criteria from the Tab walk: a control not reached, a trap, focus going back, a faint ring', () => {
    expect(
      decide({ keyboard: { stops: [{ stop: 0, name: 'a', indicator: true, contrast: 5, changedContext: false }] } })[
        '2.1.1'
      ]?.verdict,
    ).toBe('fail');
    const trapped = decide({
      keyboard: {
        tabbable: ['a', 'b', 'c'],
        stops: [
          { stop: 0, name: 'a', indicator: true, contrast: 5, changedContext: false },
          { stop: 1, name: 'b', indicator: true, contrast: 5, changedContext: false },
          { stop: 0, name: 'a', indicator: true, contrast: 5, changedContext: false },
          { stop: 1, name: 'b', indicator: true, contrast: 5, changedContext: false },
        ],
      },
    });
    expect(trapped['2.1.2']?.verdict).toBe('fail');
    const backwards = decide({
      keyboard: {
        stops: [
          { stop: 1, name: 'ログイン', indicator: true, contrast: 5, changedContext: false },
          { stop: 0, name: 'メールアドレス', indicator: true, contrast: 5, changedContext: false },
        ],
      },
    });
    expect(backwards['2.4.3']?.verdict).toBe('fail');
    const faint = decide({
      keyboard: {
        stops: [
          { stop: 0, name: 'メールアドレス', indicator: true, contrast: 2.56, changedContext: false },
          { stop: 1, name: 'ログイン', indicator: false, contrast: 0, changedContext: false },
        ],
      },
    });
    expect(faint['2.4.7']?.by).toBe('no focus indicator: ログイン; below 3:1: メールアドレス (2.56:1)');
    const moved = decide({
      keyboard: { stops: [{ stop: 0, name: 'メールアドレス', indicator: true, contrast: 5, changedContext: true }] },
    });
    expect(moved['3.2.1']?.verdict).toBe('fail');
  });

  it('takes the walk coming round to the top as the end of the order, not focus going back', () => {
    expect(decide()['2.4.3']?.verdict).toBe('pass');
    expect(decide()['2.1.2']?.verdict).toBe('pass');
  });

  it('fails 200% text, an untitled page, the wrong page language, unmarked parts and duplicate ids', () => {
    expect(decide({ layout: { zoom: ['cut off: ログイン'] } })['1.4.4']?.verdict).toBe('fail');
    expect(decide({ page: { title: '会員情報' } })['2.4.2']?.verdict).toBe('fail');
    expect(decide({ page: { lang: 'en' } })['3.1.1']?.verdict).toBe('fail');
    expect(decide({ page: { unmarked: ['山田 太郎'] } })['3.1.2']?.by).toBe('not marked: 山田 太郎');
    expect(decide({ page: { duplicateIds: ['email'] } })['4.1.1']?.verdict).toBe('fail');
  });

  it('fails an error shown only by the field state, and passes one with its message', () => {
    const silent = decide({
      page: { fields: [{ label: 'メールアドレス', invalid: true }], invalidWithoutMessage: ['メールアドレス'] },
    });
    expect(silent['3.3.1']?.verdict).toBe('fail');
    expect(silent['1.4.1']?.verdict).toBe('fail');
    const told = decide({ page: { fields: [{ label: 'メールアドレス', invalid: true }] } });
    expect(told['3.3.1']?.verdict).toBe('pass');
    expect(told['3.3.3']).toBeUndefined();
  });

  it('asks for a judgement where the page shows what a tool cannot read: images, sensory words, a countdown, media', () => {
    expect(decide({ page: { images: [{ tag: 'img', alt: 'ロゴ' }] } })['1.1.1']).toBeUndefined();
    expect(decide({ page: { images: [{ tag: 'img', alt: 'ロゴ' }] } })['1.4.5']).toBeUndefined();
    expect(decide({ page: { sensory: ['下の'] } })['1.3.3']).toBeUndefined();
    expect(decide({ page: { timers: 1 } })['2.2.2']).toBeUndefined();
    expect(decide({ page: { flashing: ['div'] } })['2.3.1']).toBeUndefined();
    expect(decide({ page: { media: 1 } })['1.2.2']).toBeUndefined();
  });
});

describe('what a tool decides across screens', () => {
  const screen = (id: string, overrides: Partial<PageFacts> = {}) => ({
    id,
    lang: 'ja',
    signedIn: false,
    page: page(overrides),
  });

  it('passes the same header and footer everywhere, fails a screen whose differ', () => {
    const found = decideAcrossScreens([screen('a'), screen('b'), screen('c', { navigation: ['会員情報', '|'] })]);
    expect(found.a?.['3.2.3']?.verdict).toBe('pass');
    expect(found.c?.['3.2.3']?.verdict).toBe('fail');
  });

  it('fails a repeated link named differently on another screen; content links are not compared', () => {
    const found = decideAcrossScreens([
      screen('a'),
      screen('b', { links: [{ href: '/accessibility', name: 'アクセシビリティ方針', place: 'footer' }] }),
      screen('c', { links: [{ href: '/signin', name: 'ログイン画面へ戻る', place: 'main' }] }),
      screen('d', { links: [{ href: '/signin', name: 'ログイン', place: 'main' }] }),
    ]);
    expect(found.a?.['3.2.4']?.verdict).toBe('fail');
    expect(found.c?.['3.2.4']?.verdict).toBe('pass');
  });

  it('passes two header links to one address (the brand and "log in") when every screen has both', () => {
    const both: PageFacts['links'] = [
      { href: '/signin', name: '会員情報', place: 'header' },
      { href: '/signin', name: 'ログイン', place: 'header' },
    ];
    const found = decideAcrossScreens([screen('a', { links: both }), screen('b', { links: [...both].reverse() })]);
    expect(found.a?.['3.2.4']?.verdict).toBe('pass');
    const renamed = decideAcrossScreens([
      screen('a', { links: both }),
      screen('b', {
        links: [both[0] as PageFacts['links'][number], { href: '/signin', name: 'ログインする', place: 'header' }],
      }),
    ]);
    expect(renamed.b?.['3.2.4']?.verdict).toBe('fail');
  });
});
