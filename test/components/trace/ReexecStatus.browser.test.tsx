import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  ForkLine,
  ReexecNotReplayable,
  ReexecNotServed,
  ReexecProgress,
  ReexecStopped,
} from '../../../src/components/trace/ReexecStatus.tsx';
import { desktop, overflowing, phone, render, shownText, textContrast } from '../support/render.tsx';

describe('a re-execution’s status on the Trace page', () => {
  it('while it runs: what it has read and which earlier transaction it replays, and Stop', async () => {
    await desktop();
    let stopped = 0;
    const host = await render(
      <ReexecProgress counts={{ reads: 134, replayed: 2, earlier: 7 }} onStop={() => stopped++} />,
    );
    expect(shownText(host)).toContain(
      'Re-executing in this browser: read 134 accounts and slots; replaying 3 of 7 earlier transactions.',
    );
    await userEvent.click(host.querySelector('button')!);
    await expect.poll(() => stopped).toBe(1);
  });

  it('stopped: by the person, or which cap it hit, with where it was, and Run again', async () => {
    await desktop();
    const counts = { reads: 5000, replayed: 7, earlier: 7 };
    const reads = await render(<ReexecStopped by="reads" counts={counts} onAgain={() => {}} />);
    expect(shownText(reads)).toContain(
      'Stopped at the cap on state reads (5,000 accounts and slots): read 5,000 accounts and slots; replayed 7 of 7 earlier transactions.',
    );
    const time = await render(<ReexecStopped by="time" counts={{ ...counts, reads: 12 }} onAgain={() => {}} />);
    expect(shownText(time)).toContain('Stopped at the cap on time (120 s): read 12 accounts and slots');
    let again = 0;
    const person = await render(
      <ReexecStopped by="person" counts={{ reads: 0, replayed: 0, earlier: null }} onAgain={() => again++} />,
    );
    expect(shownText(person)).toContain('Stopped: read 0 accounts and slots; reading the block.');
    await userEvent.click(person.querySelector('button')!);
    await expect.poll(() => again).toBe(1);
  });

  it('the rules and why: a link’s choice, the network’s schedule with its upgrade, or the newest the engine knows', async () => {
    await desktop();
    expect(shownText(await render(<ForkLine fork={{ fork: 'prague', by: 'link' }} />))).toContain(
      'Rules: prague, chosen by the link (?fork=).',
    );
    expect(
      shownText(await render(<ForkLine fork={{ fork: 'cancun', by: 'schedule', upgrade: 'Ecotone' }} />)),
    ).toContain('Rules: cancun, in force at this block on this network (its Ecotone upgrade).');
    expect(shownText(await render(<ForkLine fork={{ fork: 'osaka', by: 'newest' }} />))).toContain(
      'Rules: osaka, the newest the engine knows: Hexray has no fork schedule for this network',
    );
  });

  it('what cannot be re-executed says why; every line readable in both themes and at 390 px', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await phone(theme);
      const host = await render(
        <div>
          <ReexecNotServed method="eth_getBlockByNumber" />
          <ReexecNotReplayable type={0x64n} target={false} />
          <ReexecStopped by="reads" counts={{ reads: 5000, replayed: 3, earlier: 7 }} onAgain={() => {}} />
        </div>,
      );
      expect(shownText(host)).toContain('This endpoint does not serve eth_getBlockByNumber');
      expect(shownText(host)).toContain('An earlier transaction of its block is of type 0x64');
      for (const line of host.querySelectorAll('p, button')) expect(textContrast(line)).toBeGreaterThanOrEqual(4.5);
      expect(overflowing(host)).toEqual([]);
    }
  });
});
