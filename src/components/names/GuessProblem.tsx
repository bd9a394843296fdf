/** Why the signature database named less than it might have: it failed, or some of its answers were refused. */
export function GuessProblem({ problem }: { problem: string }) {
  return (
    <p className="text-xs text-amber-700 dark:text-amber-400" role="status" data-testid="guess-problem">
      Signature database: {problem}
    </p>
  );
}
