import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors/errors';
import { centralSentence, codelessError, formLevelRefusal } from '../../test/codeless';
import { scriptUpdate, createBody, isDirty, lineNumbers, nameProblem, placeScriptError } from './scriptForm';

describe('placeScriptError', () => {
  it('puts name codes on the name field', () => {
    expect(placeScriptError(new ApiError({ status: 400, code: 'NAME_TOO_LONG' }))).toMatchObject({
      field: 'name',
      message: 'The name is too long.',
    });
    expect(placeScriptError(new ApiError({ status: 400, code: 'INVALID_NAME' })).field).toBe('name');
  });

  it('puts the limit and anything else on the form, with the sentence', () => {
    expect(placeScriptError(new ApiError({ status: 400, code: 'STARTUP_SCRIPT_LIMIT_REACHED' }))).toEqual({
      field: 'form',
      code: 'STARTUP_SCRIPT_LIMIT_REACHED',
      message: expect.stringContaining('already has 10 startup scripts'),
    });
    expect(placeScriptError(new Error('offline'))).toEqual({ field: 'form', code: undefined, message: 'offline' });
  });
});

describe('form → request bodies', () => {
  it('needs a name; content may be empty', () => {
    expect(nameProblem('  ')).toMatch(/Enter a name/);
    // The emulator's rule (src/lib/text.ts): what shows as nothing is no name.
    expect(nameProblem('\u2800')).toMatch(/Enter a name/);
    expect(nameProblem('\u200b\u0301')).toMatch(/Enter a name/);
    expect(nameProblem('x')).toBeUndefined();
  });

  it('trims the name and sends the content exactly as typed', () => {
    expect(createBody({ name: '  web  ', content: '  #!/bin/sh\n\techo\n' })).toEqual({
      name: 'web',
      content: '  #!/bin/sh\n\techo\n',
    });
  });

  it('sends the name and the content together whatever changed, or nothing', () => {
    const original = { name: 'web', content: 'echo 1\n' };
    expect(scriptUpdate(original, { name: 'web ', content: 'echo 1\n' })).toBeNull();
    expect(scriptUpdate(original, { name: 'web', content: 'echo 2\n' })).toEqual({ name: 'web', content: 'echo 2\n' });
    expect(scriptUpdate(original, { name: 'api', content: 'echo 1\n' })).toEqual({ name: 'api', content: 'echo 1\n' });
  });

  it('knows when something would be lost', () => {
    expect(isDirty({ name: '', content: '' }, { name: '', content: '' })).toBe(false);
    expect(isDirty({ name: '', content: '' }, { name: '', content: ' ' })).toBe(true);
  });
});

describe('lineNumbers', () => {
  it('numbers every line, the one after a final newline included', () => {
    expect(lineNumbers('')).toBe('1');
    expect(lineNumbers('a\nb')).toBe('1\n2');
    expect(lineNumbers('a\nb\n')).toBe('1\n2\n3');
    expect(lineNumbers('x\n'.repeat(999)).split('\n')).toHaveLength(1000);
  });
});

describe('placeScriptError, code-less', () => {
  it('puts a code-less refusal above the buttons, in the operation’s own words', () => {
    expect(placeScriptError(codelessError('POST', '/startup_scripts', 400))).toEqual(
      formLevelRefusal(
        400,
        'The script was refused: it needs a name and some content, and a team holds at most 10 scripts.',
      ),
    );
    expect(placeScriptError(codelessError('PATCH', '/startup_scripts/{script_id}', 404))).toEqual(
      formLevelRefusal(404, centralSentence('PATCH', '/startup_scripts/{script_id}', 404)),
    );
  });
});
