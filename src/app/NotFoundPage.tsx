import { Link } from 'react-router-dom';
import { buttonClasses } from '../ui/controls/Button';
import { usePageTitle } from '../ui/page/usePageTitle';
import { StatusPageFrame } from './StatusPageFrame';

/** Unknown paths. Inside the shell it fills the content area; alone it is centred on the page. */
export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  usePageTitle('Page not found');
  const body = (
    <div className="flex flex-col items-center gap-2 px-6 py-20 text-center">
      <p className="font-mono text-xs text-fg-subtle">404</p>
      <h1 className="text-lg font-semibold text-fg">Page not found</h1>
      <p className="max-w-sm text-[13px] text-fg-muted">
        There is nothing at this address. It may have moved, or the link may be mistyped.
      </p>
      <Link to="/" className={buttonClasses('secondary', 'md', 'mt-3')}>
        Go to the console
      </Link>
    </div>
  );
  return <StatusPageFrame standalone={standalone}>{body}</StatusPageFrame>;
}
