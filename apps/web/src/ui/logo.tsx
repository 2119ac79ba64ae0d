import { Link } from 'react-router';
import './logo.css';

/** The Mnemoria mark: an "M" path walking between memory loci, the amber dot being the one recalled. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      className="logo-mark"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" className="logo-mark__tile" />
      <path
        d="M8 23V10l8 8 8-8v13"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="9" r="2.2" fill="#fbbf24" />
    </svg>
  );
}

/** Logo and word mark, linking to the given place (landing for visitors, dashboard inside the app). */
export function Logo({ to = '/', label = 'Mnemoria home' }: { to?: string; label?: string }) {
  return (
    <Link to={to} className="logo" aria-label={label}>
      <LogoMark />
      <span className="logo__word" aria-hidden="true">
        Mnemoria
      </span>
    </Link>
  );
}
