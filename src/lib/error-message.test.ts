import { ja } from '../i18n/ja';
import { toErrorMessage } from './error-message';

const communication = '通信エラーにより失敗しました。時間をおいてもう一度お試しください。';

describe('toErrorMessage', () => {
  it('uses the catalogue texts', () => {
    expect(ja.errors.communication).toBe(communication);
    expect(ja.errors.notFoundData).toBe('該当するデータが見つかりませんでした');
    expect(ja.errors.generic).toBe('エラーが発生しました');
  });

  describe('messages given directly', () => {
    it('shows a string as is', () => {
      expect(toErrorMessage('申請できませんでした')).toBe('申請できませんでした');
    });

    it('shows a list one per line', () => {
      expect(toErrorMessage(['住所を入力してください', '申請理由を選択してください'])).toBe(
        '住所を入力してください\n申請理由を選択してください',
      );
    });

    it('skips what is not text in a list', () => {
      expect(toErrorMessage(['一つ目', 2, null, '', '二つ目'])).toBe('一つ目\n二つ目');
    });

    it.each([[''], [[]], [[1, null]]])('falls back to the generic text for %j', (value) => {
      expect(toErrorMessage(value)).toBe(ja.errors.generic);
    });
  });

  describe('HTTP errors (FetchBaseQueryError with a numeric status)', () => {
    it('404 says no matching data, whatever the body', () => {
      expect(toErrorMessage({ status: 404, data: { errors: ['Not Found'] } })).toBe(ja.errors.notFoundData);
      expect(toErrorMessage({ status: 404, data: undefined })).toBe(ja.errors.notFoundData);
    });

    it('shows the body errors list first', () => {
      expect(
        toErrorMessage({ status: 422, data: { errors: ['住所が長すぎます', '申請理由が不正です'], error: 'ignored' } }),
      ).toBe('住所が長すぎます\n申請理由が不正です');
    });

    it('accepts a single string in errors', () => {
      expect(toErrorMessage({ status: 400, data: { errors: '入力内容に誤りがあります' } })).toBe(
        '入力内容に誤りがあります',
      );
    });

    it('then the body error field', () => {
      expect(toErrorMessage({ status: 409, data: { error: 'すでに申請済みです' } })).toBe('すでに申請済みです');
      expect(toErrorMessage({ status: 409, data: { errors: [], error: 'すでに申請済みです' } })).toBe(
        'すでに申請済みです',
      );
    });

    it.each([
      [
        { status: 500, data: { errors: ['サーバーでエラーが発生しました。時間をおいてもう一度お試しください。'] } },
        'サーバーでエラーが発生しました。時間をおいてもう一度お試しください。',
      ],
      [{ status: 503, data: { errors: ['ただいまメンテナンス中です。'] } }, 'ただいまメンテナンス中です。'],
      [{ status: 502, data: { error: '混み合っています。' } }, '混み合っています。'],
      [
        { status: 504, data: { errors: [], error: '時間内に処理できませんでした。' } },
        '時間内に処理できませんでした。',
      ],
      [{ status: 429, data: { errors: ['アクセスが集中しています。'] } }, 'アクセスが集中しています。'],
    ])('429 and 5xx with the contract error shape show the body as section 8 says: %j', (error, expected) => {
      expect(toErrorMessage(error)).toBe(expected);
    });

    it.each([
      ['an HTML page from a gateway', { status: 502, data: '<html><body>Bad Gateway</body></html>' }],
      ['a plain-text body', { status: 500, data: 'Internal Server Error' }],
      ['an empty body', { status: 503, data: '' }],
      ['no body', { status: 502 }],
      ['null', { status: 500, data: null }],
      ["API Gateway's own shape", { status: 503, data: { message: 'Service Unavailable' } }],
      ['a throttling answer in another shape', { status: 429, data: { message: 'Too Many Requests' } }],
      ['error fields beside other fields', { status: 500, data: { error: 'Internal Server Error', trace: 'at x' } }],
      ['an empty object', { status: 500, data: {} }],
      ['a list body', { status: 500, data: ['x'] }],
      ['errors that are not text', { status: 401, data: { errors: [{ code: 'x' }] } }],
      ['empty messages', { status: 400, data: { errors: [], error: '' } }],
    ])('else the communication error: %s', (_kind, error) => {
      expect(toErrorMessage(error)).toBe(communication);
    });

    it('reads an Error carrying status and url (the profile call)', () => {
      const notFound = Object.assign(new Error('Request failed'), {
        status: 404,
        url: '/api/v1/user/white_id_accounts/me',
      });
      const failed = Object.assign(new Error('Request failed'), {
        status: 500,
        url: '/api/v1/user/white_id_accounts/me',
      });
      // The Error's own fields are not a body: nothing in it is for members.
      expect(toErrorMessage(notFound)).toBe(ja.errors.notFoundData);
      expect(toErrorMessage(failed)).toBe(communication);
    });
  });

  describe('RTK Query errors without an HTTP status', () => {
    it.each([
      ['FETCH_ERROR', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
      ['TIMEOUT_ERROR', { status: 'TIMEOUT_ERROR', error: 'AbortError: signal timed out' }],
      [
        'PARSING_ERROR (200 with an HTML page)',
        {
          status: 'PARSING_ERROR',
          originalStatus: 200,
          data: '<!doctype html><html></html>',
          error: 'SyntaxError: Unexpected token <',
        },
      ],
      [
        'PARSING_ERROR (404 HTML page)',
        { status: 'PARSING_ERROR', originalStatus: 404, data: '<html>Not Found</html>', error: 'SyntaxError' },
      ],
      ['CUSTOM_ERROR', { status: 'CUSTOM_ERROR', error: 'validation failed', data: { error: 'x' } }],
    ])('%s → communication error', (_kind, error) => {
      expect(toErrorMessage(error)).toBe(communication);
    });
  });

  describe('everything else', () => {
    it.each([
      ['SerializedError', { name: 'Error', message: 'Rejected', stack: 'at x' }],
      ['SerializedError without fields', {}],
      ['Error', new TypeError('Cannot read properties of undefined')],
      ['null', null],
      ['undefined', undefined],
      ['number', 42],
      ['odd status', { status: true }],
    ])('%s → generic', (_kind, error) => {
      expect(toErrorMessage(error)).toBe(ja.errors.generic);
    });
  });
});
