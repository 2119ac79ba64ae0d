import type { SystemPrompt } from '@mnemoria/protocol';

/** An item as the drill asks it: digits in large type, or its pictures (a card, two cards, a face). */
export function PromptView({ prompt, size }: { prompt: SystemPrompt; size: 'small' | 'large' }) {
  const [first, second] = prompt.images;
  if (!first) return <span className={`systems-prompt systems-prompt--${size}`}>{prompt.text}</span>;
  return (
    <span className={`systems-prompt systems-prompt--${size}`}>
      <img src={first.url} alt={first.alt} />
      {second ? <img src={second.url} alt={second.alt} /> : null}
    </span>
  );
}
