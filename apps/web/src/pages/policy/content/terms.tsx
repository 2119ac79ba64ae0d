import { CONTACT_EMAIL } from '../../../app/config.ts';

export default function TermsOfService() {
  return (
    <div className="policy-text">
      <p>
        These terms are the agreement between you and Mnemoria when you use the website, the mobile apps and
        the related services. By creating an account you accept them, together with our Privacy Policy,
        Community Guidelines and Fair-Play Policy.
      </p>
      <h2>Your account</h2>
      <ul>
        <li>You must give a valid email address and keep your password secret.</li>
        <li>
          You are responsible for what happens under your account. Tell us at once if you think someone else
          has access to it.
        </li>
        <li>
          If you are under the age of digital consent in your country, a parent or guardian must agree to
          these terms for you.
        </li>
      </ul>
      <h2>Free and premium use</h2>
      <p>
        The free plan includes a limited number of training trials per day. A premium membership unlocks
        unlimited trials and additional features such as tournaments, custom training, online competing and
        premium memory-palace videos. Subscriptions renew automatically until cancelled; you can cancel at any
        time from the Membership page, and the plan stays active until the end of the paid period.
      </p>
      <h2>Acceptable use</h2>
      <p>
        You agree to follow the Community Guidelines and the Fair-Play Policy, not to disrupt or overload the
        service, not to probe it for weaknesses without permission, and not to copy event content, videos or
        other material for use outside Mnemoria.
      </p>
      <h2>Your content</h2>
      <p>
        You keep the rights to what you post, such as chat messages and profile pictures, and give us the
        permission needed to store and show it within the service. We may remove content that breaks these
        terms.
      </p>
      <h2>Availability and changes</h2>
      <p>
        We work to keep Mnemoria available and your results safe, but the service is provided as it is,
        without guarantees of uninterrupted operation. Features may change over time. When these terms change
        in a way that matters, we will tell you before the change takes effect.
      </p>
      <h2>Ending the agreement</h2>
      <p>
        You may stop using Mnemoria and ask us to delete your account at any time. We may suspend or close
        accounts that seriously or repeatedly break these terms.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </div>
  );
}
