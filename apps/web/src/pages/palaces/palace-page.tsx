import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../api/auth-queries.ts';
import { ApiError } from '../../api/http.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { FavoriteStar } from './favorite-star.tsx';
import { usePalace } from './palace-queries.ts';
import { PlaylistsDialog } from './playlists-dialog.tsx';
import '../../ui/page.css';
import './palaces.css';

/**
 * A palace (/app/palace/:id): back, the walk-through video, title, favourite toggle, playlists
 * (premium only) and the numbered locations. A premium palace opened by a free user shows the
 * server's refusal with a way to upgrade.
 */
export function PalacePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const premium = user?.membership?.premium === true;
  const palace = usePalace(id);
  // A built-in palace's video is generated from illustrated scenes; they are shown as stills too,
  // so the walk can be read without playing it. An operator's own video has no stills.
  const generated = palace.data?.url === `/api/palace/${palace.data?._id}/video`;
  const [dialog, setDialog] = useState(false);
  const refused = palace.error instanceof ApiError && palace.error.status === 403;

  return (
    <div className="page palace">
      <title>{`${palace.data?.title ?? 'Palace'} · Mnemoria`}</title>
      <div>
        <Button variant="ghost" onClick={() => navigate('/app/palaces')}>
          <ArrowLeftIcon /> Back
        </Button>
      </div>
      {palace.isPending ? <p className="page__lead">Loading...</p> : null}
      {palace.isError ? (
        <div className="palace__refused">
          <h1 className="page__title">{refused ? 'Premium palace' : 'Palace not found'}</h1>
          <Alert tone={refused ? 'info' : 'danger'}>{palace.error.message}</Alert>
          {refused ? <ButtonLink to="/app/membership">Upgrade to premium</ButtonLink> : null}
        </div>
      ) : null}
      {palace.data ? (
        <>
          {/* biome-ignore lint/a11y/useMediaCaption: a silent walk-through; its locations are listed below */}
          <video className="palace__video" src={palace.data.url} controls preload="metadata" playsInline />
          <header className="palace__head">
            <h1 className="page__title">{palace.data.title}</h1>
            <FavoriteStar palaceId={palace.data._id} title={palace.data.title} />
            {premium ? (
              <Button variant="secondary" onClick={() => setDialog(true)}>
                Playlists
              </Button>
            ) : null}
          </header>
          <h2 className="palace__sub">Locations</h2>
          <ol className={generated ? 'palace__locations palace__locations--scenes' : 'palace__locations'}>
            {palace.data.locations.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a location's place in the walk is its identity
              <li key={i}>
                {generated ? (
                  <img
                    className="palace__scene"
                    src={`/api/palace/${palace.data._id}/scene/${i}`}
                    alt={`Location ${i + 1}: ${l}`}
                    loading="lazy"
                    width={640}
                    height={360}
                  />
                ) : null}
                <span>{l}</span>
              </li>
            ))}
          </ol>
          {premium ? (
            <PlaylistsDialog palaceId={palace.data._id} open={dialog} onClose={() => setDialog(false)} />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
