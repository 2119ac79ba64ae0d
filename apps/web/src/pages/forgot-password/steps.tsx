import { RESET_CODE_LENGTH } from '@mnemoria/protocol';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { PasswordField, TextField } from '../../ui/field.tsx';
import { PasswordMeter } from '../../ui/password-meter.tsx';

function submitWith(handler: () => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    handler();
  };
}

export function EmailStep({
  email,
  onEmail,
  busy,
  onSubmit,
}: {
  email: string;
  onEmail: (value: string) => void;
  busy: boolean;
  onSubmit: () => void;
}) {
  return (
    <form className="auth__form" onSubmit={submitWith(onSubmit)}>
      <TextField
        label="Email"
        type="email"
        name="email"
        required
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => onEmail(e.target.value)}
      />
      <Button type="submit" size="lg" block disabled={busy}>
        {busy ? 'Sending…' : 'Reset Password'}
      </Button>
    </form>
  );
}

export function CodeStep({
  email,
  code,
  onCode,
  busy,
  onSubmit,
}: {
  email: string;
  code: string;
  onCode: (value: string) => void;
  busy: boolean;
  onSubmit: () => void;
}) {
  return (
    <form className="auth__form" onSubmit={submitWith(onSubmit)}>
      <TextField
        label="Reset code"
        name="code"
        required
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={RESET_CODE_LENGTH}
        value={code}
        onChange={(e) => onCode(e.target.value.trim())}
        hint={
          <>
            Sent to <strong>{email}</strong>. Can't find it? Check your spam folder.
          </>
        }
      />
      <Button type="submit" size="lg" block disabled={busy}>
        {busy ? 'Checking…' : 'Verify Code'}
      </Button>
    </form>
  );
}

/** Step 3 keeps its own field values: they are cleared when the page leaves after success. */
export function NewPasswordStep({
  busy,
  email,
  onSubmit,
  children,
}: {
  busy: boolean;
  /** The account's address: a password built from it is weak. */
  email?: string;
  onSubmit: (newPassword: string, confirmPassword: string) => Promise<boolean>;
  children?: ReactNode;
}) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const submit = async () => {
    const saved = await onSubmit(newPassword, confirmPassword);
    if (saved) {
      setNewPassword('');
      setConfirmPassword('');
    }
  };
  return (
    <form className="auth__form" onSubmit={submitWith(() => void submit())}>
      {children}
      <PasswordField
        label="New password"
        name="newPassword"
        required
        autoComplete="new-password"
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      <PasswordMeter password={newPassword} userInputs={email ? [email] : []} />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        required
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
      />
      <Button type="submit" size="lg" block disabled={busy}>
        {busy ? 'Saving…' : 'Reset Password'}
      </Button>
    </form>
  );
}
