// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Profiler, useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { InTurn, PartsInTurn } from '../../../../src/web/components/parts-in-turn';

afterEach(cleanup);

/** Which parts were on the page at each commit of the page. */
function recordCommits(commits: string[][]) {
  return () => commits.push([...document.querySelectorAll('[data-part]')].map((part) => part.getAttribute('data-part') ?? ''));
}

function Part({ name }: { name: string }) {
  return <p data-part={name}>{name}</p>;
}

function Page({ children, commits }: { children: ReactNode; commits: string[][] }) {
  return (
    <Profiler id="page" onRender={recordCommits(commits)}>
      <PartsInTurn>
        <Part name="first screen" />
        {children}
      </PartsInTurn>
    </Profiler>
  );
}

describe('parts drawn in turn', () => {
  it('draws the first screen at once, then each later part in a commit of its own, in order', async () => {
    const commits: string[][] = [];
    render(
      <Page commits={commits}>
        <InTurn>
          <Part name="job board" />
        </InTurn>
        <InTurn>
          <Part name="refer a friend" />
        </InTurn>
        <InTurn>
          <Part name="newsletter" />
        </InTurn>
      </Page>,
    );
    await screen.findByText('newsletter');
    expect(commits).toEqual([
      ['first screen'],
      ['first screen', 'job board'],
      ['first screen', 'job board', 'refer a friend'],
      ['first screen', 'job board', 'refer a friend', 'newsletter'],
    ]);
  });

  it('lets the next part draw when the one whose turn it is leaves the page before it is drawn', async () => {
    // Takes its turn, then leaves in the same moment: removed by its parent's effect, which runs after its own.
    function LeavesAtOnce() {
      const [gone, setGone] = useState(false);
      useEffect(() => setGone(true), []);
      return gone ? null : (
        <InTurn>
          <Part name="removed" />
        </InTurn>
      );
    }
    const commits: string[][] = [];
    render(
      <Page commits={commits}>
        <LeavesAtOnce />
        <InTurn>
          <Part name="after it" />
        </InTurn>
      </Page>,
    );
    expect(await screen.findByText('after it')).toBeTruthy();
    expect(commits.flat()).not.toContain('removed');
  });

  it('draws a part at once outside a page that takes turns', () => {
    render(
      <InTurn>
        <Part name="alone" />
      </InTurn>,
    );
    expect(screen.getByText('alone')).toBeTruthy();
  });
});
