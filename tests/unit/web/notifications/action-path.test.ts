import { describe, expect, it } from 'vitest';
import { actionTarget } from '../../../../src/web/notifications/action-path';

const ORIGIN = 'https://app.example.com';

describe('actionTarget', () => {
  it.each([
    ['/matching?role=3#top', { kind: 'app', path: '/matching?role=3#top' }],
    ['https://app.example.com/role/abc', { kind: 'app', path: '/role/abc' }],
    ['https://careers.example.org/post/1', { kind: 'external', url: 'https://careers.example.org/post/1' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['data:text/html,<script>alert(1)</script>', { kind: 'none' }],
    ['', { kind: 'none' }],
    [null, { kind: 'none' }],
  ])('reads %s', (actionUrl, expected) => {
    expect(actionTarget(actionUrl, ORIGIN)).toEqual(expected);
  });
});
