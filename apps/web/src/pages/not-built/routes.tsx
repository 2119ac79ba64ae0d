import { useParams } from 'react-router';
import { NotBuiltPage } from './not-built-page.tsx';

/** Event page (/app/event/:event/:type); the event tabs arrive with the training issue. */
export function EventPlaceholder() {
  const { event = '', type = '' } = useParams();
  return <NotBuiltPage title="Event" detail={`${event} · ${type}`} />;
}

export function PalacePlaceholder() {
  const { id = '' } = useParams();
  return <NotBuiltPage title="Palace" detail={`Palace ${id}`} />;
}
