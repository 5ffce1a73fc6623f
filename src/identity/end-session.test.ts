import { setupStore } from '../../mocks/store';
import { keepSessionRead, sessionReadFor, takeEarlyRead } from '../lib/boot-handoff';
import { offerEarlyRead } from '../lib/early-reads';
import { endSession } from './end-session';

const ME = { method: 'GET', url: 'https://api.example/api/v1/me', token: 'id-token-of-a' };

describe('the end of a session', () => {
  it('drops what the page start read for the member who left: the cookies’ session and the boot’s early answers', async () => {
    keepSessionRead({ clientId: 'client', cookies: 'member=a', session: { sub: 'a' } });
    offerEarlyRead(ME, Promise.resolve(new Response('{}')));
    await setupStore().dispatch(endSession({ sessionIsOver: true }));
    expect(takeEarlyRead(ME)).toBeUndefined();
    expect(sessionReadFor('client', 'member=a')).toBeUndefined();
  });
});
