import type { BiographyData, ScoredItem } from '@mnemoria/events';
import { VerdictMark } from '../common/verdict.tsx';
import type { ReviewProps } from '../types.ts';
import { HOBBIES } from './entry.ts';
import '../common/text-list.css';
import './biography.css';
import { MediaImg } from '../../media/media-img.tsx';

const LABEL: Record<string, string> = { name: 'Name', country: 'Country' };
for (let h = 0; h < HOBBIES; h++) LABEL[`hobby${h + 1}`] = `Hobby ${h + 1}`;

/** The phone as one row: the right number, and each typed digit green or red (N/A when all empty). */
function PhoneRow({ digits }: { digits: ScoredItem[] }) {
  const empty = digits.every((d) => d.given === null);
  return (
    <tr data-field="phone">
      <th scope="row">Phone</th>
      <td className="bio-review__digits">{digits.map((d) => d.expected).join('')}</td>
      <td>
        {empty ? (
          <VerdictMark verdict="empty">N/A</VerdictMark>
        ) : (
          <span className="bio-review__digits">
            <VerdictMark verdict={digits.every((d) => d.verdict === 'right') ? 'right' : 'wrong'} />
            {digits.map((d) => (
              <span key={d.index} className={`bio-digit is-${d.verdict}`} data-verdict={d.verdict}>
                <span className="visually-hidden">{d.verdict === 'right' ? 'Right: ' : 'Wrong: '}</span>
                {d.given ?? '_'}
              </span>
            ))}
          </span>
        )}
      </td>
    </tr>
  );
}

/** Per person (recall order), each field green or red against the right one; N/A when empty. */
export function BiographyReview({ data, result }: ReviewProps) {
  const faces = (data as BiographyData).shuffle1;
  const people = new Map<number, ScoredItem[]>();
  for (const item of result.items) {
    const group = item.group ?? 0;
    people.set(group, [...(people.get(group) ?? []), item]);
  }
  return (
    <div className="bio-review" data-testid="review-biography">
      {[...people].map(([group, items]) => {
        const phone = items.filter((i) => i.field?.startsWith('phone'));
        const points = items.reduce((sum, i) => sum + i.points, 0);
        return (
          <section key={group} className="bio-review__person" aria-label={`Person ${group + 1}`}>
            <div className="bio-review__head">
              <MediaImg
                className="bio-review__face"
                url={faces[group]?.face ?? ''}
                alt=""
                width={96}
                height={96}
              />
              <p>
                Person {group + 1}: {points} / {items.length}
              </p>
            </div>
            <table className="review-table">
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Correct</th>
                  <th scope="col">Yours</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => {
                  if (item.field?.startsWith('phone')) {
                    return item === phone[0] ? <PhoneRow key="phone" digits={phone} /> : null;
                  }
                  return (
                    <tr key={item.index} data-field={item.field} data-verdict={item.verdict}>
                      <th scope="row">{LABEL[item.field ?? ''] ?? item.field}</th>
                      <td>{item.expected}</td>
                      <td>
                        <VerdictMark verdict={item.verdict}>{item.given ?? 'N/A'}</VerdictMark>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
