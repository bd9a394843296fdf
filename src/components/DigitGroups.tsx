import { Fragment } from 'react';

/**
 * A number written with thousands separators (`1,000,000.5`), free to wrap only after a separator:
 * a long amount on a phone breaks between digit groups, never inside one (the boxes around it may
 * break anything anywhere, for hex).
 */
export function DigitGroups({ text }: { text: string }) {
  const groups = text.split(',');
  return (
    <span className="break-normal">
      {groups.map((group, i) => (
        <Fragment key={i}>
          {group}
          {i < groups.length - 1 && (
            <>
              ,<wbr />
            </>
          )}
        </Fragment>
      ))}
    </span>
  );
}
