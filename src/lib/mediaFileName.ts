/**
 * Longest file name of a measured-boot image upload or an ISO download, in characters. The provider
 * documents none; 255 is what common file systems allow. The emulator refuses longer ones
 * (NAME_TOO_LONG) and the console's forms say so before sending.
 */
export const MEDIA_FILE_NAME_MAX = 255;
