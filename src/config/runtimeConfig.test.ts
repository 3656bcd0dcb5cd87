import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig, RuntimeConfigError } from './runtimeConfig';

describe('parseRuntimeConfig', () => {
  it('fills absent fields with the defaults', () => {
    expect(parseRuntimeConfig({})).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('takes the operator’s values, trimmed', () => {
    expect(
      parseRuntimeConfig({ apiBaseUrl: ' https://api.example.com/v1 ', consoleWebSocketTemplate: 'wss://c/{query}' }),
    ).toEqual({
      apiBaseUrl: 'https://api.example.com/v1',
      consoleWebSocketTemplate: 'wss://c/{query}',
      idleSignOutMinutes: 0,
    });
  });

  it('has idle sign-out off unless asked for', () => {
    expect(parseRuntimeConfig({}).idleSignOutMinutes).toBe(0);
    expect(parseRuntimeConfig({ idleSignOutMinutes: null }).idleSignOutMinutes).toBe(0);
    expect(parseRuntimeConfig({ idleSignOutMinutes: 0 }).idleSignOutMinutes).toBe(0);
  });

  it.each([30, 0.5, 1440])('takes idleSignOutMinutes %j, fractions included', (minutes) => {
    expect(parseRuntimeConfig({ idleSignOutMinutes: minutes }).idleSignOutMinutes).toBe(minutes);
  });

  it.each([['30'], [-1], [1441], [Number.NaN], [true], [{}]])(
    'refuses idleSignOutMinutes %j, naming the setting',
    (minutes) => {
      expect(() => parseRuntimeConfig({ idleSignOutMinutes: minutes })).toThrow(
        /"idleSignOutMinutes" must be a number of minutes from 0 \(off\) to 1440/,
      );
    },
  );

  it.each([[null], [[]], ['text'], [{ apiBaseUrl: 42 }], [{ apiBaseUrl: '  ' }]])('refuses %j', (raw) => {
    expect(() => parseRuntimeConfig(raw)).toThrow(RuntimeConfigError);
  });
});
