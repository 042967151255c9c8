import { messages } from '@jobsite/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { CONNECTION_PROBLEM, loadFailureMessage } from './LoadError';

describe("a screen's data that could not be loaded", () => {
  it('is a connection problem when no answer came', () => {
    expect(loadFailureMessage(new ApiError(0, null))).toBe(CONNECTION_PROBLEM);
    expect(loadFailureMessage(new TypeError('Failed to fetch'))).toBe(CONNECTION_PROBLEM);
  });

  it("gives the server's words for a refusal, a missing record or a bad request", () => {
    const refused = 'Your user group does not use project material (the bill of materials). Ask a user manager of your company if you need it.';
    expect(loadFailureMessage(new ApiError(403, { detail: refused }))).toBe(refused);
    expect(loadFailureMessage(new ApiError(404, { detail: 'Not found.' }))).toBe('Not found.');
    expect(loadFailureMessage(new ApiError(400, { page: ['A valid integer is required.'] }))).toBe('Page: A valid integer is required.');
    expect(loadFailureMessage(new ApiError(503, { detail: 'Down for maintenance' }))).toBe('Down for maintenance');
  });

  it('says an unexpected error occurred for a server error without words', () => {
    expect(loadFailureMessage(new ApiError(500, null))).toBe(messages.unexpectedStatus);
  });
});
