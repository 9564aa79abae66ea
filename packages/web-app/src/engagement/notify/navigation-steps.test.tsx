import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import {
  createStepCounter,
  type StepCounter,
  useCountNavigationSteps,
  useNavigationSteps,
} from './navigation-steps';

describe('createStepCounter (001 §4 the step counter)', () => {
  it('rises on every path change and not for the same path again', () => {
    const counter = createStepCounter();
    expect(counter.current()).toBe(0);
    expect(counter.pathChanged('/')).toBe(1);
    expect(counter.pathChanged('/')).toBe(1);
    expect(counter.pathChanged('/channels')).toBe(2);
    expect(counter.pathChanged('/')).toBe(3);
  });

  it('tells its listeners, until they leave', () => {
    const counter = createStepCounter();
    const heard = vi.fn();
    const leave = counter.subscribe(heard);
    counter.pathChanged('/a');
    leave();
    counter.pathChanged('/b');
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

let go: (path: string) => void = () => undefined;

function Shell({ counter }: { counter: StepCounter }) {
  useCountNavigationSteps(counter);
  const navigate = useNavigate();
  go = (path) => void navigate(path);
  return null;
}

function Reader({ counter, name }: { counter: StepCounter; name: string }) {
  return <output aria-label={name}>{useNavigationSteps(counter)}</output>;
}

describe('useCountNavigationSteps / useNavigationSteps', () => {
  it('counts each route change once, and every reader in the app sees the same count', () => {
    const counter = createStepCounter();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Shell counter={counter} />
        <Reader counter={counter} name="prompts" />
        <Reader counter={counter} name="elsewhere" />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('prompts').textContent).toBe('1');
    act(() => go('/channels'));
    act(() => go('/channels/all/retro-tv'));
    // A query change keeps the path: no step.
    act(() => go('/channels/all/retro-tv?ts=100'));
    expect(screen.getByLabelText('prompts').textContent).toBe('3');
    expect(screen.getByLabelText('elsewhere').textContent).toBe('3');
    expect(counter.current()).toBe(3);
  });
});
