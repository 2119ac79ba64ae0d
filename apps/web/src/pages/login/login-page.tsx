import type { Messages } from '@mnemoria/protocol';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLogin } from '../../api/auth-queries.ts';
import { failureMessages } from '../../api/http.ts';
import { EMPTY_MESSAGES, MessageAlerts } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { PasswordField, TextField } from '../../ui/field.tsx';
import { AuthLayout } from '../auth-common/auth-layout.tsx';
import { useEscapeKey } from '../auth-common/use-escape.ts';

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [messages, setMessages] = useState<Messages>(EMPTY_MESSAGES);
  const login = useLogin();
  const navigate = useNavigate();

  useEscapeKey(() => setMessages(EMPTY_MESSAGES));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessages(EMPTY_MESSAGES);
    login.mutate(
      { email, password },
      {
        onSuccess: () => navigate('/app/dashboard'),
        onError: (error) => setMessages(failureMessages(error)),
      },
    );
  };

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Log in to continue your training."
      footer={
        <p>
          New to Mnemoria? <Link to="/signup">Create an account</Link>
        </p>
      }
    >
      <form className="auth__form" onSubmit={onSubmit} noValidate>
        <MessageAlerts messages={messages} onChange={setMessages} />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          labelAside={<Link to="/forgotPassword">Forgot Password?</Link>}
        />
        <Button type="submit" size="lg" block disabled={login.isPending}>
          {login.isPending ? 'Logging in…' : 'Log In'}
        </Button>
      </form>
    </AuthLayout>
  );
}
