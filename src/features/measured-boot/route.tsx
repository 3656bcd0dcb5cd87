import { MeasuredBootImagesPage } from './MeasuredBootImagesPage';

// The pages of /teams/:teamId/measured-boot/*, by their path below it (lazily loaded by src/app/areas.ts).
export const pages = { '': MeasuredBootImagesPage };
