import { loadTagManager } from './tag-manager';
import { expectConsole } from '../../mocks/strict';

const scripts = () => [...document.head.querySelectorAll('script')];

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.dataLayer;
});

describe('loadTagManager', () => {
  it('loads a valid GTM container deferred', () => {
    expect(loadTagManager('GTM-ABC123')).toBe(true);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.defer).toBe(true);
    expect(scripts()[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
  });

  it('loads a G- measurement id through gtag', () => {
    expect(loadTagManager('G-XYZ9')).toBe(true);
    expect(scripts()[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-XYZ9');
  });

  it.each(['gtm-abc', 'GTM-abc', 'UA-1234', 'GTM-AB"></script>', 'G-'])(
    'refuses %s: nothing loaded, and a console warning says why',
    (id) => {
      expectConsole('warn', /GTM- or G-/);
      expect(loadTagManager(id)).toBe(false);
      expect(scripts()).toHaveLength(0);
      expect(window.dataLayer).toBeUndefined();
    },
  );

  it('does nothing, silently, without an id (the strict suite fails the test on any console line)', () => {
    expect(loadTagManager('')).toBe(false);
    expect(scripts()).toHaveLength(0);
  });
});
