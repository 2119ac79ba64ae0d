import { useCurrentUser } from '../../api/auth-queries.ts';
import { NotBuiltPanel } from '../../ui/not-built-panel.tsx';
import '../../ui/page.css';
import './dashboard.css';

function greeting(hour: number): string {
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function DashboardPage() {
  const { data: user } = useCurrentUser();
  const name = user?.userName ?? '';
  return (
    <div className="page">
      <title>Dashboard · Mnemoria</title>
      <header className="page__header dashboard__header">
        <p className="dashboard__eyebrow">Dashboard</p>
        <h1 className="page__title">
          {greeting(new Date().getHours())}, {name}!
        </h1>
        <p className="page__lead">
          Welcome to Mnemoria. Your levels, live sessions and chat will gather here.
        </p>
      </header>
      <NotBuiltPanel screen="Dashboard" />
    </div>
  );
}
