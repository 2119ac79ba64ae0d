import { SYSTEM_FIELDS, type SystemItem, type SystemKind } from '@mnemoria/protocol';
import { useState } from 'react';
import { useSaveEntry } from '../../api/systems-queries.ts';
import { PromptView } from './prompt-view.tsx';

const when = (iso: string | null) => {
  if (!iso) return 'not drilled';
  const at = new Date(iso);
  return at.getTime() <= Date.now() ? 'due now' : `due ${at.toLocaleDateString()}`;
};

/** One item of a deck: its prompt and the user's entry, saved when a field is left or Enter pressed. */
export function EntryRow({ kind, item }: { kind: SystemKind; item: SystemItem }) {
  const [fields, setFields] = useState(item.fields);
  const [saved, setSaved] = useState(item.fields);
  const save = useSaveEntry(kind);
  const names = SYSTEM_FIELDS[kind];
  const commit = () => {
    if (fields.every((f, i) => f.trim() === (saved[i] ?? ''))) return;
    save.mutate({ item: item.item, fields }, { onSuccess: (row) => setSaved(row.fields) });
  };
  const status = save.isPending ? 'Saving…' : save.isError ? 'Not saved' : when(save.data?.due ?? item.due);
  return (
    <tr data-item={item.item}>
      <th scope="row">
        <PromptView prompt={item.prompt} size="small" />
        {item.prompt.images.length ? <span className="visually-hidden">{item.prompt.text}</span> : null}
      </th>
      {names.map((name, i) => (
        <td key={name}>
          <input
            className="control systems-entry__input"
            aria-label={`${name} for ${item.prompt.images.length ? item.prompt.text : item.item}`}
            value={fields[i] ?? ''}
            maxLength={80}
            onChange={(e) => setFields(fields.map((f, k) => (k === i ? e.target.value : f)))}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
            }}
          />
        </td>
      ))}
      <td
        className={
          save.isError ? 'systems-entry__status systems-entry__status--bad' : 'systems-entry__status'
        }
      >
        {status}
      </td>
    </tr>
  );
}
