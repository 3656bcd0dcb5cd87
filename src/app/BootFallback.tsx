import { bootSkeletonShown } from './bootSkeleton';
import { LoadingScreen } from './LoadingScreen';

/** While the router loads a page's code: nothing over the skeleton a signed-in page painted at boot, else the loading screen. */
export function BootFallback() {
  return bootSkeletonShown() ? null : <LoadingScreen />;
}
