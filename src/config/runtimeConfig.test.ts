import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig, RuntimeConfigError } from './runtimeConfig';

describe('parseRuntimeConfig', () => {
  it('fills absent fields with the defaults', () => {
    expect(parseRuntimeConfig({})).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('takes the operator’s values, trimmed', () => {
    expect(
      parseRuntimeConfig({ apiBaseUrl: ' https://api.example.com/v1 ', consoleWebSocketTemplate: 'wss://c/{query}' }),
    ).toEqual({ apiBaseUrl: 'https://api.example.com/v1', consoleWebSocketTemplate: 'wss://c/{query}' });
  });

  it.each([[null], [[]], ['text'], [{ apiBaseUrl: 42 }], [{ apiBaseUrl: '  ' }]])('refuses %j', (raw) => {
    expect(() => parseRuntimeConfig(raw)).toThrow(RuntimeConfigError);
  });
});
