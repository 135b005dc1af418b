/**
 * The label every no-wait run carries wherever its title shows: it answers the client
 * before the commit record is durable, so it is an upper bound on speed, not a protocol a
 * database may use (a crash loses acknowledged commits; press the crash button to see).
 */
export function UnsafeBadge() {
  return (
    <span
      className="unsafe-badge"
      data-testid="unsafe-badge"
      title="Acknowledges commits before they are durable: a crash can lose them."
    >
      UNSAFE
    </span>
  );
}
