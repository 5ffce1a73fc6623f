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
      expect(toErrorMessage(['住所を入力してください', '申請理由を選択してください'])).toBe('住所を入力してください\n申請理由を選択してください');
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
      expect(toErrorMessage({ status: 422, data: { errors: ['住所が長すぎます', '申請理由が不正です'], error: 'ignored' } })).toBe(
        '住所が長すぎます\n申請理由が不正です',
      );
    });

    it('accepts a single string in errors', () => {
      expect(toErrorMessage({ status: 400, data: { errors: '入力内容に誤りがあります' } })).toBe('入力内容に誤りがあります');
    });

    it('then the body error field', () => {
      expect(toErrorMessage({ status: 409, data: { error: 'すでに申請済みです' } })).toBe('すでに申請済みです');
      expect(toErrorMessage({ status: 409, data: { errors: [], error: 'すでに申請済みです' } })).toBe('すでに申請済みです');
    });

    it.each([
      [{ status: 500, data: { error: 'Internal Server Error' } }],
      [{ status: 502, data: { message: 'Bad Gateway' } }],
      [{ status: 503, data: { errors: ['Service Unavailable'] } }],
      [{ status: 504, data: { message: 'Endpoint request timed out' } }],
      [{ status: 429, data: { error: 'Too Many Requests' } }],
    ])('429 and 5xx show the communication error whatever their body says (gateway text is not for members): %j', (error) => {
      expect(toErrorMessage(error)).toBe(communication);
    });

    it.each([
      [{ status: 500, data: null }],
      [{ status: 500, data: 'Internal Server Error' }],
      [{ status: 503, data: { message: 'down' } }],
      [{ status: 401, data: { errors: [{ code: 'x' }] } }],
      [{ status: 502 }],
    ])('else the communication error for %j', (error) => {
      expect(toErrorMessage(error)).toBe(communication);
    });

    it('reads an Error carrying status and url (the profile call)', () => {
      const notFound = Object.assign(new Error('Request failed'), { status: 404, url: '/api/v1/user/white_id_accounts/me' });
      const failed = Object.assign(new Error('Request failed'), { status: 500, url: '/api/v1/user/white_id_accounts/me' });
      expect(toErrorMessage(notFound)).toBe(ja.errors.notFoundData);
      expect(toErrorMessage(failed)).toBe(communication);
    });
  });

  describe('RTK Query errors without an HTTP status', () => {
    it.each([
      ['FETCH_ERROR', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
      ['TIMEOUT_ERROR', { status: 'TIMEOUT_ERROR', error: 'AbortError: signal timed out' }],
      ['PARSING_ERROR (200 with an HTML page)', { status: 'PARSING_ERROR', originalStatus: 200, data: '<!doctype html><html></html>', error: 'SyntaxError: Unexpected token <' }],
      ['PARSING_ERROR (404 HTML page)', { status: 'PARSING_ERROR', originalStatus: 404, data: '<html>Not Found</html>', error: 'SyntaxError' }],
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
