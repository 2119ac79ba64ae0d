import { ButtonLink } from '../../ui/button.tsx';
import { ArrowRightIcon } from '../../ui/icons.tsx';
import { HeroIllustration } from './hero-illustration.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { LandingHeader } from './landing-header.tsx';
import { FeaturesSection, HowToSection, SignUpSection, WhatIsSection } from './landing-sections.tsx';
import { TypingHeadline } from './typing-headline.tsx';
import './landing.css';
import './landing-sections.css';

export function LandingPage() {
  return (
    <div className="landing">
      <title>Mnemoria · Memory sport training</title>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <LandingHeader />
      <main id="main">
        <section className="hero">
          <div className="hero__inner">
            <div className="hero__copy">
              <p className="hero__eyebrow">Memory sport training</p>
              <TypingHeadline />
              <p className="hero__lead">
                Train all thirteen memory-sport disciplines, level up event by event and meet other athletes
                1&nbsp;vs&nbsp;1.
              </p>
              <div className="hero__actions">
                <ButtonLink to="/signup" size="lg">
                  Start Now <ArrowRightIcon />
                </ButtonLink>
                <ButtonLink to="/signup" size="lg" variant="secondary">
                  Sign Up
                </ButtonLink>
              </div>
              <p className="hero__fine">Free to join · 5 trials a day on the free plan</p>
            </div>
            <HeroIllustration />
          </div>
        </section>
        <WhatIsSection />
        <HowToSection />
        <FeaturesSection />
        <SignUpSection />
      </main>
      <LandingFooter />
    </div>
  );
}
