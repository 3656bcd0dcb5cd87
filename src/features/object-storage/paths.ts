import { paths } from '../../lib/paths';

/** Links inside the object-storage area, from the team id in the URL. */
export const storagePath = paths.objectStorage;
