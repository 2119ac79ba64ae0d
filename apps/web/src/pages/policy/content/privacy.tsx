import { CONTACT_EMAIL } from '../../../app/config.ts';

export default function PrivacyPolicy() {
  return (
    <div className="policy-text">
      <p>
        This policy explains what Mnemoria stores about you, why, and the choices you have. We collect only
        what the service needs in order to work, and we do not sell or rent personal data to anyone.
      </p>
      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Account:</strong> your user name, the date you joined, your profile picture if you upload
          one, and your settings (for example Live Share and timer preferences).
        </li>
        <li>
          <strong>Email address:</strong> used to sign in and to send password reset codes. We do not send
          newsletters unless you ask for them.
        </li>
        <li>
          <strong>Password:</strong> stored only as a salted hash produced by a slow password-hashing
          function. Nobody at Mnemoria can read your password.
        </li>
        <li>
          <strong>Training results:</strong> the sessions you play, your answers, scores, levels, bests, goals
          and ranks, so that you can follow your progress and appear on leaderboards.
        </li>
        <li>
          <strong>Session cookie:</strong> a single HttpOnly cookie that keeps you signed in. We use no
          advertising or third-party tracking cookies.
        </li>
        <li>
          <strong>Chat messages</strong> you post, and the membership plan you hold if you subscribe.
        </li>
      </ul>
      <h2>What others can see</h2>
      <p>
        Your user name, profile picture, ranks and leaderboard scores are visible to other users. Your email
        address never is. If you switch on Live Share, signed-in users can watch your training sessions while
        they run; you can switch it off at any time in Settings.
      </p>
      <h2>Payments</h2>
      <p>
        Premium memberships are paid through a payment provider. Card details go directly to that provider and
        never reach our servers; we only learn which plan you hold and whether it is active.
      </p>
      <h2>How long we keep data</h2>
      <p>
        We keep your account and results while your account exists. Reset codes expire after a short time and
        work only once. To protect the service against abuse, we briefly keep counts of requests per network
        address, for example to limit repeated login attempts.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask for a copy of your data, its correction, or the deletion of your account and everything
        linked to it. Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> from the address of
        your account and we will answer within 30 days.
      </p>
    </div>
  );
}
