import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { getToken, signIn, signOut, useAskingOtherTabs, useSignedIn } from '../api/session/session';
import { shareSignIn } from '../api/session/sessionShareLoader';
import { Button } from '../ui/controls/Button';
import { Checkbox } from '../ui/controls/Checkbox';
import { errorMessage } from '../lib/errorText';
import { FormError } from '../ui/feedback/FormError';
import { CloudIcon, InfoIcon } from '../ui/icons';
import { TextField } from '../ui/controls/TextField';
import { usePageTitle } from '../ui/page/usePageTitle';
import { activeRuntimeConfig } from '../config/runtimeConfig';
import { returnPathFromState, signOutReasonFromState } from './returnPath';
import { signOutNotice } from './signOutNotice';
import { LoadingScreen } from './LoadingScreen';
import { ThemeToggle } from './ThemeToggle';
import { useVerifyToken } from './useVerifyToken';

type Problem = { field: string } | { form: unknown } | null;

export function SignInPage() {
  usePageTitle('Sign in');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verifyToken = useVerifyToken();
  const signedIn = useSignedIn();
  const asking = useAskingOtherTabs();
  const [token, setToken] = useState('');
  // Kept in this tab by default; a shared computer opts out.
  const [forgetInTab, setForgetInTab] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const tokenRef = useRef<HTMLInputElement>(null);
  const endedBecause = signOutReasonFromState(location.state);

  // Once the form shows: after the loading screen when this tab first asked the others for a session.
  useEffect(() => tokenRef.current?.focus(), [asking]);

  // Another tab's session reached this one (at start-up or later): on to the page that was wanted.
  // A sign-in made on this page waits for its token to be checked before leaving (pending).
  if (signedIn && !pending) return <Navigate to={returnPathFromState(location.state) ?? '/'} replace />;
  if (asking) return <LoadingScreen />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const value = token.trim();
    if (value === '') {
      setProblem({ field: 'Paste your API token.' });
      tokenRef.current?.focus();
      return;
    }
    setPending(true);
    setProblem(null);
    signIn(value, { keepInTab: !forgetInTab });
    try {
      const landing = await verifyToken();
      // Only a token the API accepted is handed to the other tabs.
      shareSignIn();
      void navigate(returnPathFromState(location.state) ?? landing, { replace: true });
    } catch (error) {
      // A refused token is signed out by the API layer (after trying it once on a read that needs no
      // team), which also clears the cache and cancels the check in flight: a missing token is the sign
      // of a refused one, whatever was thrown. A 401 the token survived is a permission problem.
      const refused = getToken() === null;
      // Any other failure signs out too, so a token that was never confirmed does not linger.
      signOut();
      queryClient.clear();
      setPending(false);
      if (refused) {
        setProblem({
          field: 'This token was not accepted. Check that you copied all of it and that it has not been revoked.',
        });
        tokenRef.current?.focus();
      } else {
        setProblem({ form: error });
      }
    }
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex justify-end p-3">
        <ThemeToggle />
      </header>
      <main id="main-content" className="flex flex-1 items-start justify-center px-4 pt-[12vh]">
        <div className="w-full max-w-sm">
          <div className="mb-6 flex items-center gap-2 text-[13px] font-semibold text-fg">
            <span className="flex size-7 items-center justify-center rounded-md bg-accent text-accent-fg">
              <CloudIcon className="size-4" />
            </span>
            Cloud Console
          </div>
          <h1 className="text-xl font-semibold tracking-tight text-fg">Sign in</h1>
          <p className="mt-1 text-[13px] text-fg-muted">
            Paste an API token. It is kept only by this browser’s tabs of the console, and sent only to the API.
          </p>
          {endedBecause ? (
            <p
              role="status"
              className="mt-4 flex items-start gap-2 rounded-md border border-line bg-surface-sunken px-3 py-2 text-[13px] text-fg"
            >
              <InfoIcon className="mt-0.5 size-4 shrink-0 text-fg-subtle" />
              {signOutNotice(endedBecause, activeRuntimeConfig().idleSignOutMinutes)}
            </p>
          ) : null}
          {/* method="post" and no `name` on the field: even if script failed, the token could never end up in a URL. */}
          <form
            method="post"
            onSubmit={(event) => void submit(event)}
            noValidate
            className="mt-6 flex flex-col gap-4 rounded-lg border border-line bg-surface-raised p-5 shadow-xs"
          >
            <TextField
              ref={tokenRef}
              label="API token"
              type="password"
              mono
              autoComplete="off"
              spellCheck={false}
              value={token}
              onChange={(event) => setToken(event.target.value)}
              error={problem && 'field' in problem ? problem.field : undefined}
              required
            />
            <Checkbox
              label="Don’t remember me in this tab"
              description="For shared computers: the token stays in memory only. A reload signs you out, unless another tab of the console is still signed in."
              checked={forgetInTab}
              onChange={(event) => setForgetInTab(event.target.checked)}
            />
            {problem && 'form' in problem ? <FormError>{errorMessage(problem.form)}</FormError> : null}
            <Button type="submit" variant="primary" loading={pending} className="w-full">
              {pending ? 'Signing in…' : 'Sign in'}
            </Button>
          </form>
        </div>
      </main>
    </div>
  );
}
