import { useParams } from 'react-router';
import { NotBuiltPage } from './not-built-page.tsx';

/** A memory-palace detail page (/app/palace/:id); palaces arrive with a later issue. */
export function PalacePlaceholder() {
  const { id = '' } = useParams();
  return <NotBuiltPage title="Palace" detail={`Palace ${id}`} />;
}
