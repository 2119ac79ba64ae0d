import type { DatesData } from '@mnemoria/events';
import { VerdictMark } from '../common/verdict.tsx';
import type { ReviewProps } from '../types.ts';
import '../common/text-list.css';

/** Each event text in recall order with the right year and the year typed (a dash when empty); a wrong year shows its −0.5. */
export function DatesReview({ data, result }: ReviewProps) {
  const texts = (data as DatesData).shuffle1;
  return (
    <table className="review-table">
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">Correct</th>
          <th scope="col">Yours</th>
        </tr>
      </thead>
      <tbody>
        {result.items.map((item) => (
          <tr key={item.index} data-verdict={item.verdict}>
            <td>{texts[item.index]?.text}</td>
            <td>{item.expected}</td>
            <td>
              <VerdictMark verdict={item.verdict} points={item.points}>
                {item.given ?? '–'}
              </VerdictMark>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
