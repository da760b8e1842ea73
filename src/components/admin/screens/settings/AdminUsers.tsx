// Admin accounts: create one (the password's length checked here; whether it is too common only the server knows,
// and its message shows under the field), change role and permissions, deactivate (which ends the account's
// sessions) or reactivate.
import { type SubmitEvent, useState } from 'react';
import type { Permissions } from '../../../../shared/admin/permissions.ts';
import { ADMIN_ROLES } from '../../../../shared/enums.ts';
import { type AdminUserView, newAdminUserSchema } from '../../../../shared/settings/admin-user-schema.ts';
import { formatInstant } from '../../../../shared/utils/format.ts';
import { showToast } from '../../../../shared/utils/toast-store.ts';
import { useForm } from '../../../forms/use-form.ts';
import { adminSend } from '../../admin-api.ts';
import { useAdminActions } from '../../use-admin-data.ts';
import PermissionGrid from './PermissionGrid.tsx';

function UserRow({
  account,
  self,
  onSaved,
}: {
  account: AdminUserView;
  self: boolean;
  onSaved: (users: AdminUserView[]) => void;
}) {
  const [role, setRole] = useState(account.role);
  const [permissions, setPermissions] = useState<Permissions>(account.permissions);
  const { busy, run } = useAdminActions();

  function send(body: Record<string, unknown>, success: string) {
    return run({
      send: () =>
        adminSend<{ users: AdminUserView[] }>(
          'PATCH',
          '/api/admin/users',
          { id: account.id, ...body },
          'Failed to update account',
        ),
      success: { title: success, message: account.email },
      failure: 'Failed to update account',
      onSuccess: (result) => onSaved(result.users),
    });
  }

  return (
    <li className="as-item">
      <div className="as-item__top">
        <div>
          <h3>
            {account.name || account.email} {self && <span className="as-count">(you)</span>}
          </h3>
          <ul className="as-meta">
            <li>{account.email}</li>
            <li>
              {account.lastLoginAt
                ? `Last sign-in ${formatInstant(account.lastLoginAt, 'compact')}`
                : 'Never signed in'}
            </li>
          </ul>
        </div>
        <span className={`as-status as-status--${account.isActive ? 'green' : 'grey'}`}>
          {account.isActive ? 'Active' : 'Deactivated'}
        </span>
      </div>
      <div className="field">
        <label htmlFor={`role-${account.id}`}>Role</label>
        <select
          id={`role-${account.id}`}
          value={role}
          disabled={self || busy}
          onChange={(event) => setRole(event.target.value)}
        >
          {ADMIN_ROLES.map((value) => (
            <option key={value} value={value}>
              {value === 'admin' ? 'Admin (everything)' : 'Staff (chosen permissions)'}
            </option>
          ))}
        </select>
      </div>
      <PermissionGrid idPrefix={account.id} value={permissions} disabled={role === 'admin'} onChange={setPermissions} />
      <div className="as-actions">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={busy}
          onClick={() => send({ role, permissions }, 'Account updated')}
        >
          Save
        </button>
        {!self && (
          <button
            type="button"
            className={`btn btn-sm ${account.isActive ? 'btn-danger' : 'btn-secondary'}`}
            disabled={busy}
            onClick={() =>
              send({ isActive: !account.isActive }, account.isActive ? 'Account deactivated' : 'Account reactivated')
            }
          >
            {account.isActive ? 'Deactivate' : 'Reactivate'}
          </button>
        )}
      </div>
    </li>
  );
}

const EMPTY = { email: '', name: '', password: '', role: 'staff', permissions: {} as Permissions };
const ORDER = ['name', 'email', 'password', 'role'] as const;

export default function AdminUsers({
  users,
  selfId,
  onChange,
}: {
  users: AdminUserView[];
  selfId: string;
  onChange: (users: AdminUserView[]) => void;
}) {
  const [draft, setDraft] = useState(EMPTY);
  const form = useForm<(typeof ORDER)[number]>({ idPrefix: 'new-admin', order: ORDER, messages: {} });
  const { errors } = form;

  async function create(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const account = form.check(newAdminUserSchema, draft);
    if (!account) return;
    const sent = await form.send(
      () => adminSend<{ users: AdminUserView[] }>('POST', '/api/admin/users', account, 'Failed to create account'),
      'Failed to create account',
    );
    if (!sent) return;
    showToast({ type: 'success', title: 'Account created', message: account.email });
    onChange(sent.answer.users);
    setDraft(EMPTY);
  }

  const input = (name: 'name' | 'email' | 'password', label: string, type = 'text', autoComplete = 'off') => (
    <div className="field">
      <label htmlFor={`new-admin-${name}`} className="required">
        {label}
      </label>
      <input
        id={`new-admin-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={draft[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `new-admin-${name}-error` : undefined}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
      {errors[name] && (
        <p className="field-error" id={`new-admin-${name}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <section className="as-panel" aria-labelledby="admin-users-title">
      <h2 id="admin-users-title">Admin users</h2>
      <ul className="as-list" aria-label="Admin accounts">
        {users.map((account) => (
          <UserRow
            key={`${account.id}-${account.role}-${account.isActive}`}
            account={account}
            self={account.id === selfId}
            onSaved={onChange}
          />
        ))}
      </ul>
      <form className="as-form as-form--two" onSubmit={create} noValidate aria-labelledby="new-admin-title">
        <h3 id="new-admin-title" className="as-span">
          Add an account
        </h3>
        {input('name', 'Name', 'text', 'name')}
        {input('email', 'Email', 'email', 'off')}
        {input('password', 'Temporary password', 'password', 'new-password')}
        <div className="field">
          <label htmlFor="new-admin-role">Role</label>
          <select
            id="new-admin-role"
            name="role"
            value={draft.role}
            onChange={(event) => setDraft({ ...draft, role: event.target.value })}
          >
            <option value="staff">Staff (chosen permissions)</option>
            <option value="admin">Admin (everything)</option>
          </select>
        </div>
        <div className="as-span">
          <PermissionGrid
            idPrefix="new-admin"
            value={draft.permissions}
            disabled={draft.role === 'admin'}
            onChange={(permissions) => setDraft({ ...draft, permissions })}
          />
        </div>
        <p className="field-hint as-span">
          At least 12 characters, not one character repeated and not a common password. Share it privately.
        </p>
        <div className="as-span">
          <button type="submit" className="btn btn-primary" disabled={form.sending}>
            {form.sending ? 'Creating...' : 'Create account'}
          </button>
        </div>
      </form>
    </section>
  );
}
