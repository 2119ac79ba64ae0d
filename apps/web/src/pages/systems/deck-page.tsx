import { SYSTEM_FIELDS, SYSTEM_KINDS, SYSTEM_TITLES, type SystemKind } from '@mnemoria/protocol';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useDeckItems, useDeleteDeck } from '../../api/systems-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Pager } from '../../ui/pager.tsx';
import { EntryRow } from './entry-row.tsx';
import '../../ui/page.css';
import './systems.css';

export const kindOf = (raw: string | undefined): SystemKind | null =>
  (SYSTEM_KINDS as readonly string[]).includes(raw ?? '') ? (raw as SystemKind) : null;

/** A deck's entries (/app/systems/:kind): search, page, edit in place. */
export function DeckPage() {
  const kind = kindOf(useParams().kind);
  if (!kind) return <Alert tone="danger">There is no such system.</Alert>;
  return <Deck kind={kind} />;
}

function Deck({ kind }: { kind: SystemKind }) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const searchId = useId();
  const items = useDeckItems(kind, page, q.trim());
  const remove = useDeleteDeck();
  const navigate = useNavigate();
  const data = items.data;
  return (
    <div className="page systems-page">
      <title>{`${SYSTEM_TITLES[kind]} · Systems · Mnemoria`}</title>
      <header className="page__header page__header--row">
        <div>
          <p className="systems-crumb">
            <Link to="/app/systems">Systems</Link>
          </p>
          <h1 className="page__title">{SYSTEM_TITLES[kind]}</h1>
        </div>
        <ButtonLink to={`/app/systems/${kind}/drill`}>Drill</ButtonLink>
      </header>
      {items.isError ? <Alert tone="danger">{items.error.message}</Alert> : null}
      <div className="systems-tools">
        <label htmlFor={searchId}>Find</label>
        <input
          id={searchId}
          className="control"
          type="search"
          value={q}
          placeholder={
            kind === 'faces'
              ? 'A name…'
              : kind === 'cards' || kind === 'card-pairs'
                ? 'King, rocket…'
                : '47, rock…'
          }
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
        {data ? <span className="systems-tools__count">{data.total} items</span> : null}
      </div>
      {data ? (
        <div className="panel systems-table-wrap">
          <table className="systems-table">
            <thead>
              <tr>
                <th scope="col">Item</th>
                {SYSTEM_FIELDS[kind].map((f) => (
                  <th key={f} scope="col">
                    {f}
                  </th>
                ))}
                <th scope="col">Review</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((it) => (
                <EntryRow key={it.item} kind={kind} item={it} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && data.pages > 1 ? (
        <Pager page={page} pages={data.pages} onPage={setPage} label="Entry pages" />
      ) : null}
      <div>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm(`Delete your ${SYSTEM_TITLES[kind]} deck with its entries and reviews?`))
              return;
            remove.mutate(kind, { onSuccess: () => navigate('/app/systems') });
          }}
        >
          Delete deck
        </Button>
      </div>
    </div>
  );
}
