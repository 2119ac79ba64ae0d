import { CONTACT_EMAIL } from '../../../app/config.ts';

export default function CommunityGuidelines() {
  return (
    <div className="policy-text">
      <p>
        Mnemoria is a place to train memory and to enjoy the sport with other athletes, from first-time
        trainers to seasoned competitors. These guidelines apply everywhere people meet on Mnemoria: the
        global chat, match chats, user names, profile pictures, live sessions and our forum.
      </p>
      <h2>Be respectful</h2>
      <ul>
        <li>Treat everyone as you would at a competition table: politely, whatever their level.</li>
        <li>No harassment, threats, hate speech or discrimination of any kind.</li>
        <li>Congratulate good results, and lose gracefully. Taunting after a versus match is not welcome.</li>
      </ul>
      <h2>Keep it appropriate</h2>
      <ul>
        <li>
          User names and profile pictures must be suitable for all ages and must not imitate another person.
        </li>
        <li>No sexual, violent or shocking content, and no spam, advertising or links to malware.</li>
        <li>
          Keep chat in a language most people in the room can follow, and on topic where a room has one.
        </li>
      </ul>
      <h2>Protect each other</h2>
      <ul>
        <li>Never share someone else's personal information, including what you saw in their profile.</li>
        <li>Do not ask other users for passwords or reset codes. Mnemoria staff will never ask for them.</li>
        <li>
          Live sessions are shared by choice. Do not record or republish another athlete's session without
          asking.
        </li>
      </ul>
      <h2>Share what you know</h2>
      <p>
        Memory techniques grow by being shared. Explaining your system, a palace you built or the way you
        train an event is exactly what the community is for. Credit others when you build on their ideas.
      </p>
      <h2>Chat rules</h2>
      <ul>
        <li>
          The global chat is open to every signed-in athlete. A match chat belongs to the two players of that
          match: nobody else can read or write it.
        </li>
        <li>
          A message is at most 500 characters; empty messages are not sent. Send at most 10 messages in 10
          seconds: past that, chat asks you to wait a few seconds.
        </li>
        <li>
          The global chat refuses a message that holds a word from our list of words not suitable for all ages
          (the same list that keeps our training content clean). You are told so and can rephrase it; nothing
          is changed behind your back.
        </li>
        <li>
          Messages are shown exactly as written, as plain text: links and markup are not turned into anything
          else.
        </li>
        <li>
          Use Report on a message to flag it to the moderators. Moderators can delete a message (it disappears
          from every open chat and from the history) and mute an athlete for a time: a muted athlete can still
          read, and is told why and until when when they try to write.
        </li>
      </ul>
      <h2>When something is wrong</h2>
      <p>
        If you see behaviour that breaks these guidelines, write to us at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> with the user name and, where you can, the
        time and room. Moderators may remove messages, mute chat, reset a name or picture, or suspend an
        account. Serious or repeated violations lead to a permanent ban. We review every report and keep
        reporters' identities private.
      </p>
    </div>
  );
}
