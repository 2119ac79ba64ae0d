import './avatar.css';

/** Up to two initials of a user name: "ada_lovelace" → "AL", "memoking" → "ME". */
export function initialsOf(name: string): string {
  const parts = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = parts.length >= 2 ? `${parts[0]?.[0]}${parts[1]?.[0]}` : name.trim().slice(0, 2);
  return letters.toUpperCase() || '?';
}

/** A round picture of the user, or their initials on a tinted disc when they have none. */
export function Avatar({ name, image, size = 40 }: { name: string; image?: string | null; size?: number }) {
  const sizeClass = size >= 64 ? 'avatar--lg' : size <= 32 ? 'avatar--sm' : 'avatar--md';
  if (image) {
    return <img className={`avatar ${sizeClass}`} src={image} alt="" width={size} height={size} />;
  }
  return (
    <span className={`avatar avatar--initials ${sizeClass}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
