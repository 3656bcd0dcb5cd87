import { describe, expect, it } from 'vitest';
import { isLoopbackVncAddress, parseUpstreamAddress } from '../console/upstream';
import { itAnswers, itAnswersAll } from '../../../test/answerTables';

describe('parseUpstreamAddress', () => {
  itAnswers(parseUpstreamAddress, 'reads %s', [
    ['127.0.0.1:5901', { host: '127.0.0.1', port: 5901 }],
    ['LOCALHOST:5900', { host: 'localhost', port: 5900 }],
    ['[::1]:5900', { host: '::1', port: 5900 }],
    ['[FE80::1]:65535', { host: 'fe80::1', port: 65_535 }],
    ['vnc-1.example.com:1', { host: 'vnc-1.example.com', port: 1 }],
    ['10.0.0.5:5900', { host: '10.0.0.5', port: 5900 }],
  ]);

  itAnswersAll(parseUpstreamAddress, null, 'refuses %j', [
    // Numbers that are no dotted quad, which a resolver might still read as some address.
    '127.999.1.1:5900',
    '127.1:5900',
    '2130706433:5900',
    '0x7f.0.0.1:5900',
    '127.0.0.01:5900',
    '1.2.3.4.5:5900',
    // Ports: decimal 1–65535, no leading zeros or signs.
    '127.0.0.1:0',
    '127.0.0.1:05900',
    '127.0.0.1:65536',
    '127.0.0.1:+5900',
    '127.0.0.1',
    // Names and IPv6.
    '-vnc.example.com:5900',
    'vnc_1.example.com:5900',
    'localhost.:5900',
    `${'a'.repeat(64)}.example.com:5900`,
    '::1:5900',
    '[::1%lo]:5900',
    '[::g]:5900',
    '[127.0.0.1]:5900',
    ' 127.0.0.1:5900',
    'user@127.0.0.1:5900',
    '',
  ]);
});

describe('isLoopbackVncAddress', () => {
  it.each([
    ['127.0.0.1:5900', true],
    ['127.8.9.10:5999', true],
    ['localhost:5950', true],
    ['[::1]:5901', true],
    ['127.0.0.1:5899', false],
    ['127.0.0.1:6000', false],
    ['127.0.0.1:8787', false],
    ['10.0.0.5:5900', false],
    ['localhost.example.com:5900', false],
    ['[::2]:5900', false],
  ])('%s: %s', (text, expected) => {
    const address = parseUpstreamAddress(text);
    expect(address).not.toBeNull();
    if (address !== null) expect(isLoopbackVncAddress(address)).toBe(expected);
  });
});
