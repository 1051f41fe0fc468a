/** Placeholder with the card's shape, so nothing jumps when it arrives. */
export function CardSkeleton() {
  return (
    <div className="card skeleton" role="status" aria-busy="true" aria-label="Loading your portfolio insight">
      <div className="sk-line sk-title" />
      <div className="sk-line" />
      <div className="sk-line" />
      <div className="sk-line short" />
      <div className="sk-line sk-title" />
      <div className="sk-line" />
      <div className="sk-line short" />
    </div>
  );
}
