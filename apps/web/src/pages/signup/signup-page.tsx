import { type Messages, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@mnemoria/protocol';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSignup } from '../../api/auth-queries.ts';
import { failureMessages } from '../../api/http.ts';
import { EMPTY_MESSAGES, MessageAlerts } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { PasswordField, TextField } from '../../ui/field.tsx';
import { InfoIcon } from '../../ui/icons.tsx';
import { PasswordMeter } from '../../ui/password-meter.tsx';
import { AuthLayout } from '../auth-common/auth-layout.tsx';
import { useEscapeKey } from '../auth-common/use-escape.ts';

const EMPTY_FORM = { userName: '', email: '', password: '', confirmPassword: '' };

/** Sign-up. Validation rules live on the server; the hints only describe them. */
export function SignupPage() {
  const [form, setForm] = useState(EMPTY_FORM);
  const [messages, setMessages] = useState<Messages>(EMPTY_MESSAGES);
  const signup = useSignup();
  const navigate = useNavigate();

  useEscapeKey(() => setMessages(EMPTY_MESSAGES));

  const field = (name: keyof typeof EMPTY_FORM) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessages(EMPTY_MESSAGES);
    signup.mutate(form, {
      onSuccess: () => navigate('/app/dashboard'),
      onError: (error) => setMessages(failureMessages(error)),
    });
  };

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Free to join. Start training in a minute."
      footer={
        <p>
          Already have an account? <Link to="/login">Sign In</Link>
        </p>
      }
    >
      <form className="auth__form" onSubmit={onSubmit} noValidate>
        <MessageAlerts messages={messages} onChange={setMessages} />
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          hint={`${USERNAME_MIN}–${USERNAME_MAX} characters, shown to other athletes.`}
          {...field('userName')}
        />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters. Common or easily guessed passwords are refused.`}
          {...field('password')}
        />
        <PasswordMeter password={form.password} userInputs={[form.userName, form.email]} />
        <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} />
        <p className="auth__note">
          <InfoIcon />
          <span>We never share your information with anyone.</span>
        </p>
        <Button type="submit" size="lg" block disabled={signup.isPending}>
          {signup.isPending ? 'Creating account…' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
