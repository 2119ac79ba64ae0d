import { CONTACT_EMAIL } from '../../../app/config.ts';

export default function FairPlayPolicy() {
  return (
    <div className="policy-text">
      <p>
        Levels, bests, ranks and versus results only mean something if everyone earns them with their own
        memory. This policy describes what fair play means on Mnemoria, and what happens when it is broken.
      </p>
      <h2>During memorization and recall</h2>
      <ul>
        <li>
          Use no aids of any kind: no writing down, photographing, screen capture, voice notes or another
          device holding the content.
        </li>
        <li>Do not pause the clock by any means other than the controls the event offers.</li>
        <li>Nobody may help you while a session runs, in the room or through chat, calls or messages.</li>
        <li>Your own memory techniques (journeys, palaces, PAO and major systems) are of course welcome.</li>
      </ul>
      <h2>One athlete, one account</h2>
      <ul>
        <li>Each person may hold a single account, and each account is used only by its owner.</li>
        <li>
          Do not create extra accounts to get more free trials, to lose versus matches on purpose, or to boost
          another account.
        </li>
        <li>Do not share or sell accounts.</li>
      </ul>
      <h2>No automation</h2>
      <p>
        Bots, scripts, browser extensions or any software that reads, stores or enters event content for you
        are forbidden, as is any tampering with the app, its traffic or its timing. The server keeps the clock
        and checks every result, and unusual patterns are reviewed.
      </p>
      <h2>Consequences</h2>
      <p>
        Depending on how serious and how repeated a breach is, we may remove the results concerned, reset
        levels, bests and ranks, bar an account from versus and leaderboards, or close the account for good.
        Premium fees are not refunded for accounts closed for cheating.
      </p>
      <h2>Reporting and appeals</h2>
      <p>
        If you believe an opponent or a leaderboard entry broke these rules, or you want to appeal a decision
        about your own account, write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. Every case
        is looked at by a person before any account is closed.
      </p>
    </div>
  );
}
