/** One text line of a skeleton card, in the element and class of the line it stands for. */
export interface SkeletonLine {
  as: 'div' | 'span' | 'p';
  className: string;
}

/**
 * A card's loading placeholder: the image box and the text lines of the card it becomes, in the
 * same classes, so it has that card's size and nothing moves when the content arrives.
 */
export function SkeletonCard({ lines }: { lines: SkeletonLine[] }) {
  return (
    <li className="pr-card">
      <div className="pr-card__surface">
        <span className="pr-card__image pr-skeleton" />
        {lines.map(({ as: Line, className }) => (
          <Line key={className} className={className}>
            <span className="pr-skeleton pr-skeleton--text" />
          </Line>
        ))}
      </div>
    </li>
  );
}
