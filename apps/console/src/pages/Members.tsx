import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, can, type Member, type Role } from '../api';
import { formatDate, locale, t } from '../i18n/t';
import { Alert, CopyButton, errorText, Field, fieldErrors, PageHeader } from '../ui';

const ROLES = ['owner', 'admin', 'developer', 'viewer'] as const;

/** Members: the list, role changes and removal (owners), invitations (owners and admins). */
export function Members({ role, me }: { role: Role; me: string }) {
  const [members, setMembers] = useState<Member[]>();
  const [error, setError] = useState<unknown>();
  const load = useCallback(() => {
    api.members().then((r) => setMembers(r.data), setError);
  }, []);
  useEffect(load, [load]);

  const act = (work: Promise<unknown>) => {
    work.then(() => {
      setError(undefined);
      load();
    }, setError);
  };

  return (
    <>
      <PageHeader title={t('members.title')} lead={t('members.lead')} />
      {error !== undefined && <Alert kind="error">{errorText(error)}</Alert>}
      {can.invite(role) ? <InviteForm role={role} onInvited={load} /> : <Alert kind="info">{t('members.inviteOnly')}</Alert>}
      <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="page-title">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('members.colEmail')}</th>
              <th scope="col">{t('members.colRole')}</th>
              <th scope="col">{t('members.colJoined')}</th>
              {can.changeRoles(role) && (
                <th scope="col">
                  <span className="visually-hidden">{t('members.colActions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {members?.map((m) => (
              <tr key={m.id} data-testid="member-row">
                <th scope="row">
                  {m.email}
                  {m.email === me && <span className="muted"> ({t('members.you')})</span>}
                </th>
                <td>
                  {can.changeRoles(role) ? (
                    <select aria-label={t('members.roleOf', { email: m.email })} value={m.role} onChange={(e) => act(api.changeRole(m.id, e.currentTarget.value as Role))}>
                      {ROLES.map((r) => (
                        <option key={r} value={r}>
                          {t(`role.${r}`)}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <span className={`badge role-${m.role}`}>{t(`role.${m.role}`)}</span>
                  )}
                </td>
                <td>{formatDate(m.createdAt)}</td>
                {can.changeRoles(role) && (
                  <td className="actions">
                    {m.email !== me && (
                      <button
                        type="button"
                        className="button danger small"
                        onClick={() => {
                          if (window.confirm(t('members.removeConfirm', { email: m.email }))) act(api.removeMember(m.id));
                        }}
                      >
                        {t('members.remove')}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function InviteForm({ role, onInvited }: { role: Role; onInvited: () => void }) {
  const roles = can.invitableRoles(role);
  const [email, setEmail] = useState('');
  const [invitedRole, setInvitedRole] = useState<Role>('developer');
  const [error, setError] = useState<unknown>();
  const [link, setLink] = useState<{ email: string; url: string; emailed: boolean }>();
  const fields = fieldErrors(error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      // The console's language goes along: an emailed invitation is written in it.
      const invited = await api.invite(email, invitedRole, locale);
      setLink({ email, url: invited.inviteUrl, emailed: invited.emailed });
      setEmail('');
      setError(undefined);
      onInvited();
    } catch (e) {
      setError(e);
    }
  };
  return (
    <form className="panel" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="invite-title">
      <h2 id="invite-title">{t('members.inviteTitle')}</h2>
      {error !== undefined && Object.keys(fields).length === 0 && <Alert kind="error">{errorText(error)}</Alert>}
      <div className="form-row">
        <Field label={t('members.inviteEmail')} error={fields.email}>
          {(p) => <input {...p} type="email" autoComplete="off" value={email} onInput={(e) => setEmail(e.currentTarget.value)} />}
        </Field>
        <Field label={t('members.inviteRole')} error={fields.role}>
          {(p) => (
            <select {...p} value={invitedRole} onChange={(e) => setInvitedRole(e.currentTarget.value as Role)}>
              {roles.map((r) => (
                <option key={r} value={r}>
                  {t(`role.${r}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="form-actions align-end">
          <button type="submit" className="button primary" data-testid="member-invite">
            {t('members.inviteSubmit')}
          </button>
        </div>
      </div>
      {link && (
        <div className="invite-link">
          <p>{t(link.emailed ? 'members.inviteEmailed' : 'members.inviteLink', { email: link.email })}</p>
          <div className="secret">
            <code data-testid="member-invite-link">{link.url}</code>
            <CopyButton text={link.url} />
          </div>
        </div>
      )}
    </form>
  );
}
