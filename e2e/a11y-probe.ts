import type { Page } from '@playwright/test';
import type { KeyboardFacts, LayoutFacts, PageFacts } from '../scripts/lib/a11y-criteria';

/**
 * What one visit of a listed screen measures besides axe (e2e/accessibility-screens.spec.ts); the verdicts are drawn
 * from these facts by scripts/lib/a11y-criteria.ts, where they are unit-tested.
 */

/** Everything readable from the page as it stands, in one round trip; changes nothing. */
export const readPage = (page: Page, sensoryWords: readonly string[]): Promise<PageFacts> =>
  page.evaluate((words) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const hidden = (element: Element) => Boolean(element.closest('[aria-hidden="true"], [hidden], [inert]'));
    const textOf = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const dialog = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')].find(visible);
    const scope: ParentNode = dialog ?? document;
    const main = document.querySelector('main');

    const images = [...document.querySelectorAll('img, svg, canvas, [role="img"], input[type="image"]')]
      .filter((element) => visible(element) && !hidden(element) && element.getAttribute('role') !== 'presentation')
      .filter((element) => !(element.tagName.toLowerCase() === 'svg' && element.closest('[role="img"]') !== element))
      .map((element) => ({
        tag: element.tagName.toLowerCase(),
        alt:
          element.getAttribute('alt') ??
          element.getAttribute('aria-label') ??
          textOf(element.querySelector('title')) ??
          '',
      }));
    const backgroundImages = [...document.querySelectorAll('body *')].filter(
      (element) => visible(element) && /url\(/.test(getComputedStyle(element).backgroundImage),
    ).length;

    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter((element) => visible(element) && !hidden(element))
      .map((element) => ({
        level: Number(element.getAttribute('aria-level') ?? element.tagName.slice(1)),
        text: textOf(element),
      }));

    const fields = [...document.querySelectorAll('input, select, textarea')].filter(
      (element) => (element as HTMLInputElement).type !== 'hidden' && !hidden(element),
    ) as Array<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
    const labelOf = (field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) => {
      const byIds = (field.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => textOf(document.getElementById(id)))
        .join(' ');
      return (field.getAttribute('aria-label') ?? byIds) || [...(field.labels ?? [])].map(textOf).join(' ');
    };
    const describedText = (field: Element) =>
      [field.getAttribute('aria-describedby'), field.getAttribute('aria-errormessage')]
        .join(' ')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id))
        .filter((element): element is HTMLElement => Boolean(element) && visible(element as Element))
        .map(textOf)
        .join(' ');
    const invalid = fields.filter((field) => field.getAttribute('aria-invalid') === 'true');

    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    const duplicateIds = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];

    // Animations that alternate light and dark (opacity, colour, visibility) more than 3 times a second, and moving
    // content that runs on (infinite) outside a busy indicator.
    const animations = document.getAnimations().map((animation) => {
      const effect = animation.effect as KeyframeEffect | null;
      const timing = effect?.getComputedTiming();
      const target = effect?.target ?? null;
      const properties = new Set(
        (effect?.getKeyframes() ?? []).flatMap((frame) =>
          Object.keys(frame).filter((key) => !['offset', 'easing', 'composite', 'computedOffset'].includes(key)),
        ),
      );
      return {
        infinite: timing?.iterations === Infinity,
        iterations: Number(timing?.iterations ?? 1),
        duration: Number(timing?.duration ?? 0),
        lightChange: [...properties].some((key) => /opacity|color|visibility|filter/i.test(key)),
        busy: Boolean(target?.closest('[aria-busy="true"], [role="status"], [role="progressbar"], [data-loading]')),
        name: target ? `${target.tagName.toLowerCase()}.${(target as Element).className}`.slice(0, 60) : '(none)',
      };
    });
    // A flash is a change that goes and comes back: a light change repeated within a third of a second (a one-off
    // fade-in is none).
    const flashing = animations
      .filter(
        (animation) =>
          animation.lightChange && animation.iterations > 1 && animation.duration > 0 && animation.duration < 1000 / 3,
      )
      .map((animation) => animation.name);
    const endless = animations
      .filter((animation) => animation.infinite && !animation.busy)
      .map((animation) => animation.name);

    // Text a sensory word appears in (right, below, red...): 1.3.3 is judged for such a screen.
    const bodyText = textOf(document.body);
    const sensory = words.filter((word) => bodyText.toLowerCase().includes(word.toLowerCase()));

    // Language of parts: on an English page, Japanese script outside an element marked lang="ja"; on a Japanese
    // page, the switch to English (its text is English) outside lang="en".
    const pageLang = document.documentElement.lang;
    const unmarked: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript') || !visible(parent)) continue;
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? pageLang;
      if (pageLang === 'en' && /[\u3040-\u30ff\u4e00-\u9fff]/.test(text) && lang !== 'ja') unmarked.push(text);
      if (pageLang === 'ja' && text === 'English' && lang !== 'en') unmarked.push(text);
    }

    // Reading order: a block of text that comes later in the DOM but stands wholly above an earlier one in the same
    // column is read out of its visual order.
    const blocks = [...(main ?? document.body).querySelectorAll('h1, h2, h3, p, li, label, button, a, dt, dd, th, td')]
      .filter((element) => visible(element) && !hidden(element) && textOf(element))
      .map((element) => ({ element, box: element.getBoundingClientRect() }));
    const outOfOrder: string[] = [];
    blocks.forEach((block, index) => {
      const earlier = blocks
        .slice(0, index)
        .find(
          (before) =>
            !before.element.contains(block.element) &&
            !block.element.contains(before.element) &&
            block.box.bottom <= before.box.top &&
            block.box.left < before.box.right &&
            before.box.left < block.box.right,
        );
      if (earlier)
        outOfOrder.push(`${textOf(block.element).slice(0, 30)} above ${textOf(earlier.element).slice(0, 30)}`);
    });

    const linksIn = (root: Element | null) =>
      root ? [...root.querySelectorAll('a[href]')].filter(visible).map((link) => textOf(link)) : [];
    const links = [...document.querySelectorAll('a[href]')]
      .filter((link) => visible(link) && !hidden(link) && !(link.getAttribute('href') ?? '').startsWith('#'))
      .map((link) => {
        const url = new URL((link as HTMLAnchorElement).href);
        return {
          href: url.origin === location.origin ? url.pathname : url.href,
          name: (link.getAttribute('aria-label') ?? textOf(link)).trim(),
          place: (link.closest('header') ? 'header' : link.closest('footer') ? 'footer' : 'main') as
            'header' | 'footer' | 'main',
        };
      });

    return {
      url: location.href,
      lang: pageLang,
      title: document.title,
      media: document.querySelectorAll('audio, video, object, embed, iframe[src*="youtube"], bgsound').length,
      metaRefresh: document.querySelectorAll('meta[http-equiv="refresh" i]').length,
      images,
      backgroundImages,
      headings,
      fields: fields.map((field) => ({
        label: labelOf(field),
        invalid: field.getAttribute('aria-invalid') === 'true',
      })),
      invalidWithoutMessage: invalid.filter((field) => !describedText(field)).map(labelOf),
      errorMessages: invalid.map(describedText),
      duplicateIds,
      flashing,
      endless,
      timers: scope.querySelectorAll('[role="timer"], [data-testid$="countdown"]').length,
      sensory,
      unmarked: unmarked.slice(0, 10),
      outOfOrder: outOfOrder.slice(0, 10),
      mainLandmark: Boolean(main),
      skipLink: [...document.querySelectorAll('a[href^="#"]')].some((link) =>
        Boolean(document.getElementById((link.getAttribute('href') ?? '#').slice(1))),
      ),
      navigation: [...linksIn(document.querySelector('header')), '|', ...linksIn(document.querySelector('footer'))],
      links,
      dialog: Boolean(dialog),
    };
  }, sensoryWords);

/**
 * The keyboard journey through the screen as it stands: Tab from the top until focus comes round again (or leaves
 * the page), each stop read by a focus listener; then whether every control was reached, in the order of the page
 * (or, with a modal open, of the modal), each with an indicator of 3:1 against what is around it, and nothing else
 * moving (no change of address, no dialog appearing) on focus.
 */
export const walkKeyboard = async (page: Page): Promise<KeyboardFacts> => {
  const setup = await page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const dialog = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')].find(visible);
    const root = dialog ?? document.body;
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), iframe';
    const candidates = [...root.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        !element.closest('[inert], [aria-hidden="true"]') &&
        (visible(element) || Boolean(element.closest('label') && visible(element.closest('label') as Element))),
    );
    // A radio group is one Tab stop: its checked radio, or its first when none is.
    const tabbable = candidates.filter((element) => {
      const input = element as HTMLInputElement;
      if (input.type !== 'radio' || !input.name) return true;
      const group = candidates.filter(
        (other) => (other as HTMLInputElement).type === 'radio' && (other as HTMLInputElement).name === input.name,
      ) as HTMLInputElement[];
      return (group.find((radio) => radio.checked) ?? group[0]) === input;
    });
    tabbable.forEach((element, index) => element.setAttribute('data-a11y-stop', String(index)));
    const state = window as unknown as { __a11yStops: Array<Record<string, unknown>> };
    state.__a11yStops = [];
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const parse = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const backgroundOf = (element: Element | null): number[] => {
      for (let node = element; node; node = node.parentElement) {
        const [r, g = 0, b = 0, a = 1] = parse(getComputedStyle(node).backgroundColor);
        if (a > 0.5 && r !== undefined) return [r, g, b];
      }
      return [255, 255, 255];
    };
    const ratio = (one: number[], two: number[]) => {
      const light = Math.max(luminance(one), luminance(two));
      const dark = Math.min(luminance(one), luminance(two));
      return (light + 0.05) / (dark + 0.05);
    };
    const onFocus = (event: FocusEvent) => {
      const element = event.target as HTMLElement;
      const box = element.getBoundingClientRect();
      const drawn =
        box.width <= 1 && box.height <= 1
          ? (element.closest('label')?.querySelector('[data-part="control"]') ?? element)
          : element;
      const style = getComputedStyle(drawn);
      const outlineColour = parse(style.outlineColor);
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && (outlineColour[3] ?? 1) > 0;
      const shadowColour = parse(style.boxShadow);
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      const around = backgroundOf(drawn.parentElement);
      const ringColour = outline ? outlineColour.slice(0, 3) : shadow ? shadowColour.slice(0, 3) : [];
      state.__a11yStops.push({
        stop: element.getAttribute('data-a11y-stop'),
        name: (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 40),
        indicator: outline || shadow,
        focusVisible: element.matches(':focus-visible'),
        contrast: ringColour.length === 3 ? ratio(ringColour, around) : 0,
        url: location.href,
        dialogs: document.querySelectorAll('[role="dialog"], [role="alertdialog"]').length,
      });
    };
    document.addEventListener('focusin', onFocus, { capture: true });
    (window as unknown as { __a11yStopListening: () => void }).__a11yStopListening = () =>
      document.removeEventListener('focusin', onFocus, { capture: true });
    // The walk starts at the top of the page (or of the modal): a focused start point that Tab cannot stop at.
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.setAttribute('data-a11y-start', '');
    root.prepend(start);
    start.focus();
    return {
      count: tabbable.length,
      names: tabbable.map((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()),
      url: location.href,
      dialogs: document.querySelectorAll('[role="dialog"], [role="alertdialog"]').length,
      inDialog: Boolean(dialog),
    };
  });
  for (let press = 0; press < setup.count + 1; press += 1) await page.keyboard.press('Tab');
  const stops = await page.evaluate(() => {
    const state = window as unknown as { __a11yStops: Array<Record<string, unknown>>; __a11yStopListening: () => void };
    state.__a11yStopListening();
    document.querySelectorAll('[data-a11y-stop]').forEach((element) => element.removeAttribute('data-a11y-stop'));
    document.querySelectorAll('[data-a11y-start]').forEach((element) => element.remove());
    return state.__a11yStops;
  });
  return {
    tabbable: setup.names,
    inDialog: setup.inDialog,
    stops: stops.map((stop) => ({
      stop: stop.stop === null ? null : Number(stop.stop),
      name: String(stop.name),
      indicator: Boolean(stop.indicator) && Boolean(stop.focusVisible),
      contrast: Number(stop.contrast),
      changedContext: stop.url !== setup.url || Number(stop.dialogs) > setup.dialogs,
    })),
  };
};

/** The problems a layout check finds (the page scrolling sideways, text cut off by a box hiding its overflow). */
export const layoutProblems = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const problems: string[] = [];
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`scrolls sideways: ${root.scrollWidth}`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || element.closest('[role="region"][tabindex]'))
        continue;
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const hides = ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
      const text = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (
        hides &&
        text &&
        (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
      )
        problems.push(`cut off: ${(element.textContent ?? '').trim().slice(0, 40)}`);
    }
    return problems;
  });

/**
 * 200 % text at 1280 px (the root font size doubled, as a browser's text size does: Chakra sizes text in rem), then
 * 320 px wide, where `atNarrow` runs too; the window is put back after.
 */
export const checkLayout = async (page: Page, atNarrow: () => Promise<void>): Promise<LayoutFacts> => {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  const zoom = await layoutProblems(page);
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
  await page.setViewportSize({ width: 320, height: 640 });
  const reflow = await layoutProblems(page);
  await atNarrow();
  await page.setViewportSize(size);
  return { zoom, reflow };
};
