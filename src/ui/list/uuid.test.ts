import { describe, expect, it } from 'vitest';
import { isUuid } from '../../lib/uuid';
import { readUuid } from './uuid';

describe('readUuid', () => {
  it('accepts a UUID, cleaned of spaces, quotes and braces, in lower case', () => {
    expect(readUuid('  3F2B8C1E-5D4A-4E9F-A1B2-C3D4E5F60718 ')).toEqual({
      ok: true,
      id: '3f2b8c1e-5d4a-4e9f-a1b2-c3d4e5f60718',
    });
    expect(readUuid('"3f2b8c1e-5d4a-4e9f-a1b2-c3d4e5f60718"')).toMatchObject({ ok: true });
    expect(readUuid('{3f2b8c1e-5d4a-4e9f-a1b2-c3d4e5f60718}')).toMatchObject({ ok: true });
  });

  it('explains what is wrong otherwise', () => {
    expect(readUuid('   ')).toEqual({ ok: false, message: 'Enter an ID.' });
    expect(readUuid('3f2b8c1e5d4a4e9fa1b2c3d4e5f60718')).toMatchObject({
      ok: false,
      message: expect.stringContaining('8-4-4-4-12'),
    });
    expect(readUuid('3f2b8c1e-5d4a-4e9f-a1b2-c3d4e5f6071g')).toMatchObject({ ok: false });
    expect(isUuid('../../etc/passwd')).toBe(false);
  });
});
