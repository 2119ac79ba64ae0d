import { describe, expect, it } from 'vitest';
import { ApiError, failureMessages, serverMessage } from './http.ts';

describe('serverMessage', () => {
  it('reads every shape our server answers with', () => {
    expect(serverMessage({ message: 'Email not found' })).toBe('Email not found');
    expect(
      serverMessage({ success: false, error: 'You have used your 5 free standard trials for today.' }),
    ).toMatch(/free standard trials/);
    expect(
      serverMessage({
        messages: { errors: [{ msg: 'Incorrect email or password.' }], success: [], info: [] },
      }),
    ).toBe('Incorrect email or password.');
    expect(serverMessage(null)).toBeUndefined();
  });

  it('turns a session-route error into one visible message', () => {
    const err = new ApiError(
      403,
      { success: false, error: 'Versus players cannot leave a match early.' },
      'Forbidden',
    );
    expect(failureMessages(err).errors).toEqual([{ msg: 'Versus players cannot leave a match early.' }]);
  });
});
