import { describe, expect, it } from 'vitest';
import { parsePortSpec, portProblemMessage, type PortProblem } from './port';
import { expectOneSentencePerProblem } from '../test/problemMessages';

describe('parsePortSpec', () => {
  it.each([
    ['22', 22, 22, '22'],
    ['1', 1, 1, '1'],
    ['65535', 65535, 65535, '65535'],
    ['8000:8080', 8000, 8080, '8000:8080'],
    ['1:65535', 1, 65535, '1:65535'],
    ['443:443', 443, 443, '443'],
    ['0022', 22, 22, '22'],
    ['08000:08080', 8000, 8080, '8000:8080'],
  ])('accepts %s as %i–%i, written %s', (input, low, high, text) => {
    expect(parsePortSpec(input)).toEqual({ ok: true, low, high, text });
  });

  it.each<[string, PortProblem]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['http', 'not-a-number'],
    ['22 ', 'not-a-number'],
    [' 22', 'not-a-number'],
    ['8000 : 8080', 'not-a-number'],
    ['8000-8080', 'not-a-number'],
    ['8000:', 'not-a-number'],
    [':8080', 'not-a-number'],
    ['1:2:3', 'not-a-number'],
    ['22,80', 'not-a-number'],
    ['+22', 'not-a-number'],
    ['-1', 'not-a-number'],
    ['2.5', 'not-a-number'],
    ['1e3', 'not-a-number'],
    ['0x16', 'not-a-number'],
    ['２２', 'not-a-number'],
    ['0', 'out-of-range'],
    ['65536', 'out-of-range'],
    ['0:80', 'out-of-range'],
    ['80:70000', 'out-of-range'],
    ['99999999999999999999999', 'out-of-range'],
    ['70000:80', 'out-of-range'],
    ['8080:8000', 'reversed'],
    ['2:1', 'reversed'],
  ])('rejects %j as %s', (input, problem) => {
    expect(parsePortSpec(input)).toEqual({ ok: false, problem });
  });

  it('gives text that parses back to the same range', () => {
    for (const input of ['22', '0443', '1000:2000', '7:7']) {
      const first = parsePortSpec(input);
      if (!first.ok) throw new Error(`expected ${input} to parse`);
      expect(parsePortSpec(first.text)).toEqual(first);
    }
  });
});

describe('portProblemMessage', () => {
  const problems: PortProblem[] = ['empty', 'not-a-number', 'out-of-range', 'reversed'];

  it('gives a distinct sentence for every problem', () => {
    expectOneSentencePerProblem(problems, portProblemMessage, 15);
  });

  it('states the valid range', () => {
    expect(portProblemMessage('out-of-range')).toContain('1 and 65535');
  });

  it('shows the range syntax where a range may be the intent', () => {
    expect(portProblemMessage('not-a-number')).toContain('8000:8080');
    expect(portProblemMessage('reversed')).toContain('8000:8080');
  });
});
