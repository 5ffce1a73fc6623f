import { demoAccount } from '../../src/config/local-identity';
import { ja } from '../../src/i18n/ja';
import { passkeyDemoNote } from './passkey-demo';

describe('npm start’s passkey note', () => {
  it('names the passkey-ready demo members, the local origin and the steps of the screens', () => {
    const note = passkeyDemoNote('http://localhost:8080');
    expect(note).toContain(demoAccount('eligible').email);
    expect(note).toContain(demoAccount('sms').email);
    expect(note).toContain('http://localhost:8080/signin');
    expect(note).toContain(ja.settings.passkeys.register);
    expect(note).toContain(ja.passkeys.signin);
    expect(note).toContain('virtual authenticator');
  });
});
