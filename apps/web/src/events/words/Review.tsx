import { VerdictMark } from '../common/verdict.tsx';
import type { ReviewProps } from '../types.ts';
import '../common/text-list.css';

/** Numbered rows: the right word and what was typed (a dash when empty). */
export function WordsReview({ result }: ReviewProps) {
  return (
    <table className="review-table">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Correct</th>
          <th scope="col">Yours</th>
        </tr>
      </thead>
      <tbody>
        {result.items.map((item) => (
          <tr key={item.index} data-verdict={item.verdict}>
            <td>{item.index + 1}</td>
            <td>{item.expected}</td>
            <td>
              <VerdictMark verdict={item.verdict}>{item.given ?? '–'}</VerdictMark>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
