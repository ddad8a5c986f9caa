import { describe, expect, it } from 'vitest';
import { createApiError, isApiError } from './apiError';
import { NO_TOAST, errorToast, errorToastFor } from './toast';

describe('spec §3 Error {status, message, errorCode} and §4 error setting', () => {
  it('builds the body of an internal code with its default status and catalogue message', () => {
    expect(createApiError('TDE901')).toEqual({
      status: 404,
      message: '指定された条件での検索に失敗しました。URLをご確認いただくか、条件を設定し直してください。',
      errorCode: 'TDE901',
    });
    expect(createApiError('TSE900', { lang: 'en' })).toMatchObject({
      status: 500,
      message: 'The search failed. Please wait a while and try again.',
    });
  });
  it('lets the caller override status and message', () => {
    expect(createApiError('TVE800', { status: 422, message: 'goDate is wrong' })).toEqual({
      status: 422,
      message: 'goDate is wrong',
      errorCode: 'TVE800',
    });
  });
  it('recognises the shape', () => {
    expect(isApiError(createApiError('PNF900'))).toBe(true);
    expect(isApiError({ status: '404', message: 'x', errorCode: 'PNF900' })).toBe(false);
    expect(isApiError({ status: 404, message: 'x' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('spec §3 Toast {hasError, message}', () => {
  it('is empty by default and frozen', () => {
    expect(NO_TOAST).toEqual({ hasError: false, message: '' });
    expect(Object.isFrozen(NO_TOAST)).toBe(true);
  });
  it('carries an error message', () => {
    expect(errorToast('お気に入りの登録に失敗しました。')).toEqual({
      hasError: true,
      message: 'お気に入りの登録に失敗しました。',
    });
    expect(errorToastFor('NWE900')).toEqual({
      hasError: true,
      message: 'インターネットに接続されていません。インターネットに接続できる環境でご利用ください。',
    });
  });
});
