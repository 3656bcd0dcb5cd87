import { useNavigation } from 'react-router-dom';

/** A thin bar while a lazily loaded page is on its way, so a click never seems ignored. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-accent-soft"
    >
      <div className="h-full w-1/3 animate-progress bg-accent" />
    </div>
  );
}
