// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHeading } from '../../../../src/web/components/page-heading';

afterEach(cleanup);

function FieldThatTakesFocus() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return <input ref={ref} aria-label="Code" />;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

describe('a page heading', () => {
  it('takes the focus when it appears, so reading starts at the top of the new page', async () => {
    render(<PageHeading>Your details</PageHeading>);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Your details' })));
  });

  it('leaves the focus where a field below it put it as the page appeared', async () => {
    render(
      <>
        <PageHeading>Enter your verification code</PageHeading>
        <FieldThatTakesFocus />
      </>,
    );
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Code' }));
  });

  it('leaves the focus where the person put it before the heading could take it', async () => {
    render(
      <>
        <PageHeading>Sign up</PageHeading>
        <input aria-label="Email" />
      </>,
    );
    screen.getByRole('textbox', { name: 'Email' }).focus();
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });
});
