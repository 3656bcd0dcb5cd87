import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors/errors';
import { codelessError } from '../../test/codeless';
import { placeUploadError, uploadImageRequest, uploadPercent } from './uploadForm';

const file = (bytes: number, name = 'debian.efi') => new File([new Uint8Array(bytes)], name);

describe('uploadImageRequest', () => {
  it('needs a file that is not empty, and a description of at most 255 characters', () => {
    expect(uploadImageRequest({ file: null, description: '' })).toMatchObject({
      ok: false,
      problems: { file: 'Choose the UKI file to upload.' },
    });
    expect(uploadImageRequest({ file: file(0), description: '' })).toMatchObject({
      ok: false,
      problems: { file: expect.stringMatching(/empty/) as unknown },
    });
    expect(uploadImageRequest({ file: file(3), description: 'x'.repeat(256) })).toMatchObject({
      ok: false,
      problems: { description: 'Use 255 characters or fewer.' },
    });
    const chosen = file(3);
    expect(uploadImageRequest({ file: chosen, description: ' debian 12 ' })).toEqual({
      ok: true,
      body: { file: chosen, description: 'debian 12' },
    });
  });
});

describe('the file’s name', () => {
  it('must show something and have at most 255 characters, as the emulator stores it', () => {
    for (const name of ['\u2800', '\u200b\u0301', '\ue000']) {
      expect(uploadImageRequest({ file: file(3, name), description: '' }), name).toMatchObject({
        ok: false,
        problems: { file: expect.stringMatching(/shows no letters or digits/) as unknown },
      });
    }
    expect(uploadImageRequest({ file: file(3, `${'a'.repeat(252)}.efi`), description: '' })).toMatchObject({
      ok: false,
      problems: { file: expect.stringMatching(/255 characters or fewer/) as unknown },
    });
    expect(uploadImageRequest({ file: file(3, `${'a'.repeat(251)}.efi`), description: '' }).ok).toBe(true);
    expect(placeUploadError(new ApiError({ status: 400, code: 'INVALID_NAME' })).field).toBe('file');
  });
});

describe('a team at its image limit', () => {
  it('is told so in plain words on the form, with the code or without it', () => {
    expect(placeUploadError(new ApiError({ status: 400, code: 'MEASURED_BOOT_IMAGE_LIMIT_REACHED' }))).toMatchObject({
      field: 'form',
      message: expect.stringMatching(/already has 10 measured-boot images.*Delete one/) as unknown,
    });
    expect(placeUploadError(codelessError('POST', '/measured-boot-images', 400)).message).toMatch(
      /10 images.*delete one/i,
    );
  });
});

describe('uploadPercent', () => {
  it('is the share of bytes sent, unknown while the total is', () => {
    expect(uploadPercent(null)).toBeUndefined();
    expect(uploadPercent({ loaded: 5, total: undefined })).toBeUndefined();
    expect(uploadPercent({ loaded: 25, total: 100 })).toBe(25);
    expect(uploadPercent({ loaded: 120, total: 100 })).toBe(100);
  });
});

describe('placeUploadError', () => {
  it('puts a refused file on the file field, a refusal for the team on the form', () => {
    expect(placeUploadError(new ApiError({ status: 400, code: 'FILE_TOO_LARGE' })).field).toBe('file');
    expect(placeUploadError(codelessError('POST', '/measured-boot-images', 400))).toMatchObject({
      field: 'file',
      message: expect.stringMatching(/^The image was refused/) as unknown,
    });
    expect(placeUploadError(codelessError('POST', '/measured-boot-images', 403)).field).toBe('form');
  });

  it('says a file over the size a server or proxy takes (413) is too large, on the file field', () => {
    expect(placeUploadError(codelessError('POST', '/measured-boot-images', 413))).toEqual({
      field: 'file',
      message: 'This file is larger than the server takes. Choose a smaller image.',
      code: 'HTTP_413',
    });
  });
});
