import './hero-illustration.css';

/**
 * The hero picture, drawn with markup and CSS only: a memorize view of a decimal trial with the
 * current group raised, a playing card, a binary strip and a 1 vs 1 badge floating around it.
 * Purely decorative, hence aria-hidden.
 */
const DIGITS = ['314', '159', '265', '358', '979', '323', '846', '264', '338', '327', '950', '288'];

export function HeroIllustration() {
  return (
    <div className="hero-art" aria-hidden="true">
      <div className="hero-art__glow" />
      <div className="hero-art__stage">
        <div className="hero-art__window">
          <div className="hero-art__bar">
            <span className="hero-art__event">
              <span className="hero-art__dot" /> Decimal · Lv 12
            </span>
            <span className="hero-art__timer">4:37</span>
          </div>
          <div className="hero-art__digits">
            {DIGITS.map((group, i) => (
              <span key={group} className={i === 4 ? 'hero-art__group is-current' : 'hero-art__group'}>
                {group}
              </span>
            ))}
          </div>
          <div className="hero-art__progress">
            <span />
          </div>
        </div>
        <div className="hero-art__card">
          <span className="hero-art__card-corner">A</span>
          <span className="hero-art__card-suit">♠</span>
          <span className="hero-art__card-corner hero-art__card-corner--end">A</span>
        </div>
        <div className="hero-art__binary">
          <span>1</span>
          <span>0</span>
          <span>1</span>
          <span>1</span>
          <span>0</span>
          <span>1</span>
        </div>
        <div className="hero-art__versus">
          <span className="hero-art__face hero-art__face--a">AL</span>
          <span className="hero-art__vs">vs</span>
          <span className="hero-art__face hero-art__face--b">KM</span>
        </div>
      </div>
    </div>
  );
}
