import { isValidContainerId } from './tag-manager-id';

describe('isValidContainerId', () => {
  it.each(['GTM-ABC123', 'GTM-X', 'G-1A2B3C4D5E', 'GTM-PRODUCT1'])('accepts %s', (id) => {
    expect(isValidContainerId(id)).toBe(true);
  });

  it.each([
    '',
    'GTM-',
    'G-',
    'gtm-ABC123',
    'GTM-abc123',
    'UA-12345-1',
    'GT-ABC123',
    'GTM-ABC 123',
    'GTM-ABC123\n',
    'GTM-ABC_123',
    'GTM-ABC123"><script>',
    ' GTM-ABC123',
    'GTM-ＡＢＣ',
    undefined,
    123,
  ])('refuses %j', (id) => {
    expect(isValidContainerId(id)).toBe(false);
  });
});
