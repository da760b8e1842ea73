// The sign-in password with its Show/Hide toggle.
import { useState } from 'react';

interface Props {
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}

export default function PasswordInput({ value, invalid, onChange }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor="admin-password">Password</label>
      <div className="adm-password">
        <input
          id="admin-password"
          type={shown ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          required
          value={value}
          aria-invalid={invalid}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="adm-password__toggle"
          aria-pressed={shown}
          aria-controls="admin-password"
          onClick={() => setShown((now) => !now)}
        >
          {shown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
    </div>
  );
}
