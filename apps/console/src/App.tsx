import { useCallback, useEffect, useState } from 'react';
import type { ConsoleSession } from '@clarity/shared';
import { api, setSessionToken } from './api';
import { locale, t, type MessageKey } from './i18n/t';
import { Account } from './pages/Account';
import { Audit } from './pages/Audit';
import { Embeds } from './pages/Embeds';
import { Invite } from './pages/Invite';
import { Keys } from './pages/Keys';
import { Members } from './pages/Members';
import { SignIn } from './pages/SignIn';
import { Support } from './pages/Support';
import { Usage } from './pages/Usage';
import { EnvBadge } from './ui';

const BASE = '/console';
const SECTIONS = [
  ['keys', 'nav.keys'],
  ['embeds', 'nav.embeds'],
  ['usage', 'nav.usage'],
  ['support', 'nav.support'],
  ['audit', 'nav.audit'],
  ['members', 'nav.members'],
] as const satisfies readonly (readonly [string, MessageKey])[];
/** Pages outside the side navigation: the member's own account, opened from the bar. */
type Section = (typeof SECTIONS)[number][0] | 'account';

/** The path below /console (``, `keys`, `invite/<code>`…), kept in step with the address bar. */
function usePath(): [string, (to: string) => void] {
  const read = () => window.location.pathname.slice(BASE.length).replace(/^\/+|\/+$/g, '');
  const [path, setPath] = useState(read);
  useEffect(() => {
    const onPop = () => setPath(read());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = useCallback((to: string) => {
    window.history.pushState(null, '', `${BASE}/${to}`);
    setPath(to);
  }, []);
  return [path, go];
}

export function App() {
  const [path, go] = usePath();
  const [session, setSession] = useState<ConsoleSession | null | undefined>();
  const signedOut = useCallback(() => setSession(null), []);

  useEffect(() => {
    document.documentElement.lang = locale;
    api.session().then(setSession, () => setSession(null));
  }, []);
  useEffect(() => {
    if (session) setSessionToken(session.csrfToken, signedOut);
  }, [session, signedOut]);

  const signedIn = (s: ConsoleSession) => {
    setSessionToken(s.csrfToken, signedOut);
    setSession(s);
    go('keys');
  };

  if (path.startsWith('invite/')) return <Invite code={path.slice('invite/'.length)} onSignedIn={signedIn} />;
  if (session === undefined) return <p className="loading">{t('app.loading')}</p>;
  if (session === null) return <SignIn onSignedIn={signedIn} />;

  const section: Section = path === 'account' ? 'account' : (SECTIONS.find(([s]) => s === path)?.[0] ?? 'keys');
  const signOut = () => {
    void api.signOut().finally(() => {
      setSession(null);
      go('');
    });
  };
  return <Shell session={session} section={section} go={go} onSignOut={signOut} onSignedOut={() => {
    setSession(null);
    go('');
  }} />;
}

function Shell({ session, section, go, onSignOut, onSignedOut }: { session: ConsoleSession; section: Section; go: (to: string) => void; onSignOut: () => void; onSignedOut: () => void }) {
  const role = session.member.role;
  useEffect(() => {
    document.title = `${t(section === 'account' ? 'account.title' : SECTIONS.find(([s]) => s === section)![1])} · ${t('app.name')}`;
    document.getElementById('page-title')?.focus({ preventScroll: true });
  }, [section]);
  return (
    <div className={`shell env-${session.environment}`}>
      <a className="skip-link" href="#main">
        {t('app.skip')}
      </a>
      <header className="topbar">
        <div className="brand">
          <span className="brand-mark small" aria-hidden="true">
            C
          </span>
          <span className="brand-name">{t('app.name')}</span>
          <span className="org-name">{session.org.name}</span>
          <span title={t('env.consoleIs', { env: t(session.environment === 'staging' ? 'env.staging' : 'env.production') })}>
            <EnvBadge env={session.environment} />
          </span>
        </div>
        <div className="account">
          <a
            className="who"
            href="/console/account"
            data-testid="nav-account"
            aria-current={section === 'account' ? 'page' : undefined}
            title={t('account.open')}
            onClick={(e) => {
              if (e.metaKey || e.ctrlKey || e.shiftKey) return;
              e.preventDefault();
              go('account');
            }}
          >
            <span className="who-long">{t('session.signedInAs', { email: session.member.email, role: t(`role.${role}`) })}</span>
            <span className="who-short">{t('account.title')}</span>
          </a>
          <button type="button" className="button secondary small" data-testid="signout" onClick={onSignOut}>
            {t('session.signOut')}
          </button>
        </div>
      </header>
      <nav className="sidenav" aria-label={t('nav.label')}>
        <ul>
          {SECTIONS.map(([s, key]) => (
            <li key={s}>
              <a
                href={`/console/${s}`}
                data-testid={`nav-${s}`}
                aria-current={s === section ? 'page' : undefined}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                  e.preventDefault();
                  go(s);
                }}
              >
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="content" id="main">
        {section === 'keys' && <Keys role={role} environment={session.environment} />}
        {section === 'embeds' && <Embeds role={role} />}
        {section === 'usage' && <Usage />}
        {section === 'support' && <Support />}
        {section === 'audit' && <Audit />}
        {section === 'members' && <Members role={role} me={session.member.email} />}
        {section === 'account' && <Account session={session} onSignedOutEverywhere={onSignedOut} />}
      </main>
    </div>
  );
}
