/**
 * What a tool can decide about each WCAG 2.0 A/AA criterion on one screen, from axe's results and the facts
 * e2e/a11y-probe.ts reads. A criterion a tool cannot decide on that screen gets no verdict here: a dated judgement
 * (scripts/lib/a11y-judgements.ts) must give it one, or the statement's check fails.
 */

export type Verdict = 'pass' | 'fail' | 'notApplicable';

export interface AxeRules {
  passes: string[];
  violations: string[];
  incomplete: string[];
  inapplicable: string[];
}

/** axe's rules per criterion, by their tags (wcag143 -> 1.4.3). */
export type AxeByCriterion = Record<string, AxeRules>;

export interface PageFacts {
  url: string;
  lang: string;
  title: string;
  media: number;
  metaRefresh: number;
  images: Array<{ tag: string; alt: string }>;
  backgroundImages: number;
  headings: Array<{ level: number; text: string }>;
  fields: Array<{ label: string; invalid: boolean }>;
  invalidWithoutMessage: string[];
  errorMessages: string[];
  duplicateIds: string[];
  flashing: string[];
  endless: string[];
  timers: number;
  sensory: string[];
  unmarked: string[];
  outOfOrder: string[];
  mainLandmark: boolean;
  skipLink: boolean;
  navigation: string[];
  links: Array<{ href: string; name: string; place: 'header' | 'footer' | 'main' }>;
  dialog: boolean;
}

export interface KeyboardFacts {
  /** The controls a Tab walk must reach, in the page's order. */
  tabbable: string[];
  inDialog: boolean;
  stops: Array<{ stop: number | null; name: string; indicator: boolean; contrast: number; changedContext: boolean }>;
}

export interface LayoutFacts {
  zoom: string[];
  reflow: string[];
}

export interface ScreenEvidence {
  axe: AxeByCriterion;
  page: PageFacts;
  keyboard: KeyboardFacts;
  layout: LayoutFacts;
}

export interface Finding {
  verdict: Verdict;
  /** What decided it, for the record (e.g. "axe color-contrast", "Tab walk: 12 stops"). */
  by: string;
}

/** Words that point at a shape, a place or a colour: a screen whose text holds one is judged for 1.3.3. */
export const SENSORY_WORDS = [
  '右の',
  '左の',
  '上の',
  '下の',
  '右側',
  '左側',
  '赤い',
  '赤色',
  '緑の',
  '丸い',
  'above',
  'below',
  'on the right',
  'on the left',
  'in red',
  'in green',
  'round button',
];

/** Link texts that say nothing out of context. */
const VAGUE_LINKS = /^(こちら|ここ|詳しくはこちら|詳細|more|here|click here|read more|details)$/i;

/** The minimum contrast of a focus indicator against what is around it (the non-text contrast of WCAG 2.1 1.4.11). */
export const FOCUS_RING_CONTRAST = 3;

const empty: AxeRules = { passes: [], violations: [], incomplete: [], inapplicable: [] };

const axeFinding = (rules: AxeRules): Finding | undefined => {
  if (rules.violations.length) return { verdict: 'fail', by: `axe ${rules.violations.join(', ')}` };
  if (rules.passes.length) return { verdict: 'pass', by: `axe ${rules.passes.join(', ')}` };
  return undefined;
};

const pass = (by: string): Finding => ({ verdict: 'pass', by });
const fail = (by: string): Finding => ({ verdict: 'fail', by });
const notApplicable = (by: string): Finding => ({ verdict: 'notApplicable', by });

/**
 * The verdicts a tool reaches on one screen, per criterion id; a criterion absent from the result needs a judgement.
 * An axe violation always fails; otherwise the screen's own facts decide.
 */
export const decideScreen = (
  { axe, page, keyboard, layout }: ScreenEvidence,
  expectedLang: string,
): Record<string, Finding> => {
  const rules = (id: string) => axe[id] ?? empty;
  const result: Record<string, Finding | undefined> = {};
  // An axe violation fails; something axe could not decide ("incomplete") leaves the criterion to a judgement unless
  // the screen's own facts fail it.
  const withAxe = (id: string, own: Finding | undefined) => {
    const byAxe = axeFinding(rules(id));
    if (byAxe?.verdict === 'fail') result[id] = byAxe;
    else if (rules(id).incomplete.length) result[id] = own?.verdict === 'fail' ? own : undefined;
    else result[id] = own ?? byAxe;
  };

  // Text alternatives exist (axe); their wording is judged where the screen shows an image.
  const images = page.images.length + page.backgroundImages;
  withAxe('1.1.1', images ? undefined : notApplicable('no image, icon or canvas outside aria-hidden'));

  for (const id of ['1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5', '1.4.2'])
    result[id] = page.media ? undefined : notApplicable('no audio, video, object or embed');

  const h1s = page.headings.filter((heading) => heading.level === 1).length;
  const skipped = page.headings.some(
    (heading, index) => index > 0 && heading.level > (page.headings[index - 1]?.level ?? 0) + 1,
  );
  const unlabelled = page.fields.filter((field) => !field.label.trim()).length;
  withAxe(
    '1.3.1',
    h1s !== 1 || skipped || unlabelled
      ? fail(`${h1s} h1, levels skipped: ${skipped}, fields without a label: ${unlabelled}`)
      : pass(`one h1, no heading level skipped, every field labelled (${page.fields.length})`),
  );
  result['1.3.2'] = page.outOfOrder.length
    ? fail(`read out of visual order: ${page.outOfOrder.join('; ')}`)
    : pass('DOM order matches the visual order');
  result['1.3.3'] = page.sensory.length ? undefined : pass('no wording that points at shape, place or colour');
  withAxe(
    '1.4.1',
    page.invalidWithoutMessage.length
      ? fail(`fields marked invalid without a message: ${page.invalidWithoutMessage.join(', ')}`)
      : pass('every field marked invalid has a text message; links in text told apart (axe)'),
  );
  const contrast = rules('1.4.3');
  result['1.4.3'] = contrast.violations.length
    ? fail(`axe ${contrast.violations.join(', ')}`)
    : contrast.incomplete.length
      ? undefined
      : contrast.passes.length
        ? pass('axe color-contrast')
        : undefined;
  withAxe(
    '1.4.4',
    layout.zoom.length
      ? fail(`at 200% text: ${layout.zoom.join('; ')}`)
      : pass('200% text: nothing cut off, no sideways scroll'),
  );
  result['1.4.5'] = images ? undefined : pass('no image at all, so no image of text');

  const reached = new Set(keyboard.stops.map((stop) => stop.stop).filter((stop): stop is number => stop !== null));
  const unreached = keyboard.tabbable.filter((_, index) => !reached.has(index));
  withAxe(
    '2.1.1',
    unreached.length
      ? fail(`not reached by Tab: ${unreached.join(', ')}`)
      : pass(`Tab reached all ${keyboard.tabbable.length} controls`),
  );
  const firstRepeat = keyboard.stops.findIndex(
    (stop, index) => stop.stop !== null && keyboard.stops.slice(0, index).some((before) => before.stop === stop.stop),
  );
  const trapped = firstRepeat >= 0 && firstRepeat < keyboard.tabbable.length;
  result['2.1.2'] = trapped
    ? fail(`focus came back to ${keyboard.stops[firstRepeat]?.name} before reaching every control`)
    : pass(keyboard.inDialog ? 'Tab cycles within the modal, which a button closes' : 'Tab leaves every control');

  result['2.2.1'] = undefined;
  result['2.2.2'] =
    page.timers || page.endless.length
      ? undefined
      : pass('nothing moves, blinks or updates by itself outside a busy indicator');
  result['2.3.1'] = page.flashing.length ? undefined : pass('no animation changes light more than 3 times a second');

  withAxe(
    '2.4.1',
    page.mainLandmark || page.skipLink ? pass('a main landmark (and skip link) to go past the header') : undefined,
  );
  result['2.4.2'] =
    page.title.includes(' | ') && page.title.split(' | ')[0]?.trim()
      ? pass(`titled "${page.title}"`)
      : fail(`title "${page.title}" does not name the page`);
  // The order up to the first stop visited again (the walk going round to the top).
  const order = keyboard.stops.map((stop) => stop.stop).filter((stop): stop is number => stop !== null);
  const round = order.findIndex((stop, index) => order.indexOf(stop) !== index);
  const distinct = round >= 0 ? order.slice(0, round) : order;
  const backwards = distinct.findIndex((stop, index) => index > 0 && stop < (distinct[index - 1] ?? 0));
  result['2.4.3'] =
    backwards >= 0 && !keyboard.inDialog
      ? fail(
          `focus went back from ${keyboard.tabbable[distinct[backwards - 1] ?? 0]} to ${keyboard.tabbable[distinct[backwards] ?? 0]}`,
        )
      : pass('focus follows the order of the page');
  const vague = page.links.filter((link) => VAGUE_LINKS.test(link.name));
  withAxe(
    '2.4.4',
    vague.length
      ? undefined
      : page.links.length
        ? pass(`${page.links.length} links named by their purpose`)
        : notApplicable('no link'),
  );
  result['2.4.5'] = undefined;
  const unnamed = page.headings.filter((heading) => !heading.text).length + unlabelled;
  result['2.4.6'] = unnamed ? fail(`${unnamed} empty headings or labels`) : undefined;
  const stopsShown = keyboard.stops.filter((stop) => stop.stop !== null);
  const unseen = stopsShown.filter((stop) => !stop.indicator).map((stop) => stop.name);
  const faint = stopsShown
    .filter((stop) => stop.indicator && stop.contrast < FOCUS_RING_CONTRAST)
    .map((stop) => `${stop.name} (${stop.contrast.toFixed(2)}:1)`);
  result['2.4.7'] =
    unseen.length || faint.length
      ? fail(`no focus indicator: ${unseen.join(', ') || '-'}; below 3:1: ${faint.join(', ') || '-'}`)
      : stopsShown.length
        ? pass(`every focus stop shows a ring of at least 3:1 (${stopsShown.length})`)
        : notApplicable('no control');

  withAxe(
    '3.1.1',
    page.lang === expectedLang
      ? pass(`html lang="${page.lang}"`)
      : fail(`html lang="${page.lang}", not ${expectedLang}`),
  );
  withAxe(
    '3.1.2',
    page.unmarked.length ? fail(`not marked: ${page.unmarked.join(', ')}`) : pass('text in the other language marked'),
  );
  const moved = keyboard.stops.filter((stop) => stop.changedContext).map((stop) => stop.name);
  result['3.2.1'] = moved.length
    ? fail(`focus changed the context at: ${moved.join(', ')}`)
    : pass('focusing each control changed neither the address nor opened a dialog');
  result['3.2.2'] = undefined;
  result['3.2.3'] = undefined;
  result['3.2.4'] = undefined;

  const invalid = page.fields.filter((field) => field.invalid).length;
  result['3.3.1'] = !page.fields.length
    ? notApplicable('no input')
    : page.invalidWithoutMessage.length
      ? fail(`invalid without a message: ${page.invalidWithoutMessage.join(', ')}`)
      : invalid
        ? pass(`${invalid} fields marked invalid, each with its message`)
        : notApplicable('no input error in this state');
  withAxe(
    '3.3.2',
    !page.fields.length
      ? notApplicable('no input')
      : unlabelled
        ? fail(`${unlabelled} fields without a label`)
        : pass(`every field labelled (${page.fields.length})`),
  );
  result['3.3.3'] = !page.fields.length
    ? notApplicable('no input')
    : invalid
      ? undefined
      : notApplicable('no input error in this state');
  // A button alone may commit the member or delete their data (re-applying expires the certificate): always judged.
  result['3.3.4'] = undefined;
  result['4.1.1'] = page.duplicateIds.length
    ? fail(`duplicate ids: ${page.duplicateIds.join(', ')}`)
    : pass('no duplicate id; markup built by the DOM');
  withAxe('4.1.2', undefined);

  return Object.fromEntries(Object.entries(result).filter((entry): entry is [string, Finding] => Boolean(entry[1])));
};

/**
 * The criteria decided across screens: 3.2.3 (the header and footer offer the same links in the same order on every
 * screen of one kind, signed in or not, in one language) and 3.2.4 (the header's and footer's links, the components
 * every screen repeats, each have one name per address in one language; links in the page's own content are judged).
 */
export const decideAcrossScreens = (
  screens: Array<{ id: string; lang: string; signedIn: boolean; page: PageFacts }>,
): Record<string, Record<string, Finding>> => {
  const result: Record<string, Record<string, Finding>> = {};
  for (const screen of screens) {
    const peers = screens.filter(
      (other) => other.lang === screen.lang && other.signedIn === screen.signedIn && !other.page.dialog,
    );
    const reference = peers[0]?.page.navigation.join(' / ');
    const own = screen.page.navigation.join(' / ');
    const names = new Map<string, Set<string>>();
    // The names a screen's header (or footer) gives one address, as a set: two links there may share an address
    // (the brand and "log in"), but every screen must name it the same way.
    const key = (link: PageFacts['links'][number]) => `${link.place} ${link.href}`;
    const namesOn = (page: PageFacts) => {
      const found = new Map<string, string[]>();
      for (const link of page.links.filter((candidate) => candidate.place !== 'main'))
        found.set(key(link), [...new Set([...(found.get(key(link)) ?? []), link.name])].sort());
      return found;
    };
    for (const other of screens.filter((candidate) => candidate.lang === screen.lang))
      for (const [address, set] of namesOn(other.page))
        names.set(address, (names.get(address) ?? new Set()).add(set.join(' + ')));
    const inconsistent = [...namesOn(screen.page).keys()].filter((address) => (names.get(address)?.size ?? 0) > 1);
    result[screen.id] = {
      '3.2.3': screen.page.dialog
        ? notApplicable('a modal covers the page')
        : own === reference
          ? pass(`header and footer links as on every ${screen.signedIn ? 'signed-in' : 'signed-out'} screen`)
          : fail(`header and footer links differ: "${own}" against "${reference}"`),
      '3.2.4': inconsistent.length
        ? fail(
            `named differently elsewhere: ${inconsistent.map((address) => `${address} (${[...(names.get(address) ?? [])].join(' / ')})`).join(', ')}`,
          )
        : pass('each link address has one name on every screen'),
    };
  }
  return result;
};
