import { useEffect } from 'react';
import { middleEllipsis } from './HashValue.tsx';

const APP = 'Hexray';

/** The tab title: the page first, so a row of tabs stays readable; the home page is just "Hexray". */
export function useDocumentTitle(title: string, subtitle?: string): void {
  useEffect(() => {
    if (title === APP && !subtitle) document.title = APP;
    else document.title = subtitle ? `${title} ${middleEllipsis(subtitle, 4)} · ${APP}` : `${title} · ${APP}`;
  }, [title, subtitle]);
}

/** The page heading, mirrored in the tab title. */
export function PageTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  useDocumentTitle(title, subtitle);
  return (
    <div className="mb-4">
      <h1 className="text-xl font-semibold">{title}</h1>
      {subtitle && <p className="font-mono text-sm break-all text-balance text-slate-500">{subtitle}</p>}
    </div>
  );
}
