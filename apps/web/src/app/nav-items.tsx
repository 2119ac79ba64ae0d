import type { ReactNode } from 'react';
import {
  AlertIcon,
  CardsIcon,
  GearIcon,
  GridIcon,
  PalaceIcon,
  SparkIcon,
  StarIcon,
  TargetIcon,
  TrophyIcon,
  VersusIcon,
} from '../ui/icons.tsx';

export interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Shown only to users whose role lets them moderate chat. */
  moderatorOnly?: boolean;
}

/** Side navigation of the /app layout, top to bottom. */
export const APP_NAV: readonly NavItem[] = [
  { to: '/app/dashboard', label: 'Dashboard', icon: <GridIcon /> },
  { to: '/app/train', label: 'Train', icon: <TargetIcon /> },
  { to: '/app/versus', label: 'Versus', icon: <VersusIcon /> },
  { to: '/app/tournaments', label: 'Tournaments', icon: <TrophyIcon /> },
  { to: '/app/palaces', label: 'Palaces', icon: <PalaceIcon /> },
  { to: '/app/systems', label: 'Systems', icon: <CardsIcon /> },
  // Resources: public tools, outside the /app shell.
  { to: '/resources/majorsystem', label: 'Major System', icon: <SparkIcon /> },
  { to: '/app/leaderboard', label: 'Leaderboard', icon: <TrophyIcon /> },
  { to: '/app/membership', label: 'Membership', icon: <StarIcon /> },
  { to: '/app/settings', label: 'Settings', icon: <GearIcon /> },
  { to: '/app/admin/chat', label: 'Moderation', icon: <AlertIcon />, moderatorOnly: true },
];
