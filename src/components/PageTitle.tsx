import { useEffect } from 'react';
import { middleEllipsis } from './HashValue.tsx';

/** The page heading, mirrored in the tab title so a row of tabs stays readable. */
export function PageTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  useEffect(() => {
    document.title = subtitle ? `${title} ${middleEllipsis(subtitle, 4)} · Hexray` : `${title} · Hexray`;
  }, [title, subtitle]);
  return (
    <div className="mb-4">
      <h1 className="text-xl font-semibold">{title}</h1>
      {subtitle && <p className="font-mono text-sm break-all text-slate-500">{subtitle}</p>}
    </div>
  );
}
