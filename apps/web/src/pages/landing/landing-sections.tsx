import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui/button.tsx';
import { ChartIcon, SlidersIcon, SparkIcon, VersusIcon } from '../../ui/icons.tsx';

const DISCIPLINES = [
  'Binary',
  'Decimal',
  'Alphabet',
  'Names',
  'Biography',
  'Cards',
  'Echopic',
  'Sounds',
  'Images',
  'Animals',
  'Blocktris',
  'Words',
  'Dates',
];

function SectionHeading({ eyebrow, title, id }: { eyebrow: string; title: string; id: string }) {
  return (
    <header className="section__header">
      <p className="section__eyebrow">{eyebrow}</p>
      <h2 id={id} className="section__title">
        {title}
      </h2>
    </header>
  );
}

export function WhatIsSection() {
  return (
    <section className="section" aria-labelledby="what-is">
      <div className="section__inner what-is">
        <div>
          <SectionHeading eyebrow="About" title="What Is Mnemoria" id="what-is" />
          <p className="section__text">
            Mnemoria is a training ground for memory athletes. Memorize and recall against the clock in the
            thirteen disciplines you know from competition, from binary and decimal digits to cards, names and
            historic dates. Every event has its own levels: pass a trial and the next one asks a little more
            of you. When you are ready, challenge another athlete 1&nbsp;vs&nbsp;1 on identical content, or
            watch a session live to see how someone else does it.
          </p>
        </div>
        <ul className="chips" aria-label="The thirteen disciplines">
          {DISCIPLINES.map((name) => (
            <li key={name} className="chip">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const STEPS = [
  { title: 'Sign up for free', text: 'Create your account in under a minute. No card, no download.' },
  {
    title: 'Go to Train and pick an event',
    text: 'Choose any of the thirteen disciplines, from binary digits to historic dates.',
  },
  {
    title: 'Start training',
    text: 'Memorize, recall and see your score at once. Pass a trial to move up a level.',
  },
];

export function HowToSection() {
  return (
    <section className="section section--tinted" aria-labelledby="how-to">
      <div className="section__inner">
        <SectionHeading eyebrow="Three steps" title="How To Get Started" id="how-to" />
        <ol className="steps-grid">
          {STEPS.map((step, i) => (
            <li key={step.title} className="step-card">
              <span className="step-card__number" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="step-card__title">{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const FEATURES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Customize your training',
    text: 'Tune memorize timers, grouping and auto-advance to the way you train, and let others watch your sessions live if you wish.',
    icon: <SlidersIcon />,
  },
  {
    title: 'Track your progress',
    text: 'Every event keeps its own level and best score, so you always know where you stand and what to train next.',
    icon: <ChartIcon />,
  },
  {
    title: 'Innovative events',
    text: 'New disciplines are added regularly, from Echopic to Blocktris, to stretch your memory in new directions.',
    icon: <SparkIcon />,
  },
  {
    title: 'Online competition',
    text: 'Meet another athlete 1 vs 1 on the same content, scored live, and climb the leaderboard event by event.',
    icon: <VersusIcon />,
  },
];

export function FeaturesSection() {
  return (
    <section className="section" aria-labelledby="features">
      <div className="section__inner">
        <SectionHeading eyebrow="Why Mnemoria" title="Our Top Features" id="features" />
        <ul className="feature-grid">
          {FEATURES.map((f) => (
            <li key={f.title} className="feature-card">
              <span className="feature-card__icon" aria-hidden="true">
                {f.icon}
              </span>
              <h3 className="feature-card__title">{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function SignUpSection() {
  return (
    <section className="section" aria-labelledby="sign-up-today">
      <div className="section__inner">
        <div className="cta-band">
          <div>
            <h2 id="sign-up-today" className="cta-band__title">
              Sign Up Today
            </h2>
            <p>Join for free and run your first trial in a few minutes.</p>
          </div>
          <ButtonLink to="/signup" size="lg" className="cta-band__button">
            Sign Up
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
