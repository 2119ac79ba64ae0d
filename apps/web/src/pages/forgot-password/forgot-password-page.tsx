import type { Messages } from '@mnemoria/protocol';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authApi } from '../../api/auth.ts';
import { ApiError, failureMessages, serverMessage } from '../../api/http.ts';
import { EMPTY_MESSAGES, MessageAlerts } from '../../ui/alert.tsx';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { AuthLayout } from '../auth-common/auth-layout.tsx';
import { CodeStep, EmailStep, NewPasswordStep } from './steps.tsx';

type Step = 1 | 2 | 3;

const SUBTITLES: Record<Step, string> = {
  1: 'Enter the email address of your account and we will send you a reset code.',
  2: 'Enter the code we just emailed you.',
  3: 'Choose a new password for your account.',
};

/** On 429 the server explains the limit; that beats the generic failure text. */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 429) return serverMessage(error.body) ?? fallback;
  return fallback;
}

/** Password reset in three steps: email → code → new password. */
export function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<Messages>(EMPTY_MESSAGES);
  const navigate = useNavigate();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const requestCode = () =>
    run(async () => {
      try {
        await authApi.forgotPassword({ email });
        toast({ title: 'Reset code email sent', variant: 'success' });
        setStep(2);
      } catch (error) {
        toast({ title: failureText(error, 'Email not found'), variant: 'destructive' });
      }
    });

  const verifyCode = () =>
    run(async () => {
      try {
        await authApi.verifyCode({ email, code });
        toast({ title: 'Reset code verified', variant: 'success' });
        setStep(3);
      } catch (error) {
        toast({ title: failureText(error, 'Reset code invalid'), variant: 'destructive' });
      }
    });

  const resetPassword = (newPassword: string, confirmPassword: string) => {
    if (newPassword !== confirmPassword) {
      toast({ title: "Passwords don't match", variant: 'destructive' });
      return Promise.resolve(false);
    }
    setMessages(EMPTY_MESSAGES);
    let saved = false;
    return run(async () => {
      try {
        await authApi.resetPassword({ email, code, newPassword });
        saved = true;
        toast({ title: 'New password saved', variant: 'success' });
        setEmail('');
        setCode('');
        navigate('/login');
      } catch (error) {
        console.error('Reset password failed:', error);
        setMessages(failureMessages(error));
      }
    }).then(() => saved);
  };

  return (
    <AuthLayout
      title="Reset your password"
      subtitle={SUBTITLES[step]}
      footer={
        <Link to="/login" className="auth__back">
          <ArrowLeftIcon />
          Back to login
        </Link>
      }
    >
      <p className="visually-hidden" aria-live="polite">
        Step {step} of 3
      </p>
      <ol className="steps" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <li key={n} className={`steps__item${n < step ? ' is-done' : n === step ? ' is-current' : ''}`} />
        ))}
      </ol>
      {step === 1 ? <EmailStep email={email} onEmail={setEmail} busy={busy} onSubmit={requestCode} /> : null}
      {step === 2 ? (
        <CodeStep email={email} code={code} onCode={setCode} busy={busy} onSubmit={verifyCode} />
      ) : null}
      {step === 3 ? (
        <NewPasswordStep busy={busy} email={email} onSubmit={resetPassword}>
          <MessageAlerts messages={messages} onChange={setMessages} />
        </NewPasswordStep>
      ) : null}
    </AuthLayout>
  );
}
