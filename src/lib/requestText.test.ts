import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { curlCommand, requestJson, shellWord } from './requestText';

/** What a POSIX shell makes of `words`: the arguments it passes, each ended by a NUL as `printf` prints them. */
const shellArguments = (words: string, env: Record<string, string> = {}) =>
  execFileSync('sh', ['-c', `printf '%s\\0' ${words}`], { encoding: 'utf8', env: { ...process.env, ...env } })
    .split('\0')
    .slice(0, -1);

describe('shellWord', () => {
  it.each([`it's`, `$HOME`, '`date`', 'a\nb', `"; rm -rf / #`, '\\', "''"])(
    '%j reaches the command unchanged',
    (text) => {
      expect(shellArguments(shellWord(text))).toEqual([text]);
    },
  );
});

describe('curlCommand', () => {
  const create = {
    method: 'POST' as const,
    url: 'https://console.example/api/ssh_keys',
    body: { team_id: 't', name: "Bob's key", ssh_key: 'ssh-ed25519 AAAA bob@laptop' },
  };

  it('reads the token from $ONIDEL_TOKEN and sends the body as compact JSON', () => {
    const command = curlCommand(create);
    expect(command).toContain('-H "Authorization: Bearer $ONIDEL_TOKEN"');
    expect(command).not.toMatch(/Bearer [^$]/);
    const args = shellArguments(command.replaceAll(' \\\n  ', ' ').replace(/^curl /, ''), { ONIDEL_TOKEN: 'tok-1' });
    expect(args).toEqual([
      '-X',
      'POST',
      'https://console.example/api/ssh_keys',
      '-H',
      'Authorization: Bearer tok-1',
      '-H',
      'Content-Type: application/json',
      '--data-raw',
      JSON.stringify(create.body),
    ]);
  });

  it('sends no body and no content type when there is none', () => {
    const command = curlCommand({ method: 'DELETE', url: 'https://console.example/api/ssh_keys/1?team_id=t' });
    expect(command).toBe(
      `curl -X DELETE 'https://console.example/api/ssh_keys/1?team_id=t' \\\n  -H "Authorization: Bearer $ONIDEL_TOKEN"`,
    );
  });

  it('names an upload’s file and sends its text fields as they are', () => {
    const command = curlCommand({
      method: 'POST',
      url: 'https://console.example/api/images',
      form: [
        { name: 'name', value: '@not-a-file' },
        { name: 'file', fileName: 'image.bin' },
      ],
    });
    expect(command).toContain(`--form-string 'name=@not-a-file'`);
    expect(command).toContain(`-F 'file=@image.bin'`);
  });
});

describe('requestJson', () => {
  it('indents the body for reading, and is null without one', () => {
    expect(requestJson({ method: 'PATCH', url: 'u', body: { a: 1 } })).toBe('{\n  "a": 1\n}');
    expect(requestJson({ method: 'DELETE', url: 'u' })).toBeNull();
  });
});
