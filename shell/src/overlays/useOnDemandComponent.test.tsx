import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useOnDemandComponent } from './useOnDemandComponent';

function Panel() {
  return <p>Loaded panel</p>;
}

function Host({ load, request, onFailure }: { load: () => Promise<ComponentType>; request: string | null; onFailure: (error: unknown) => void }) {
  const Component = useOnDemandComponent(load, request, onFailure);
  return Component ? <Component /> : <p>Nothing yet</p>;
}

describe('useOnDemandComponent', () => {
  it('loads nothing until requested, then renders the loaded component', async () => {
    const load = jest.fn(() => Promise.resolve(Panel));
    const { rerender } = render(<Host load={load} request={null} onFailure={jest.fn()} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();

    rerender(<Host load={load} request="first" onFailure={jest.fn()} />);
    expect(await screen.findByText('Loaded panel')).toBeInTheDocument();
    rerender(<Host load={load} request="second" onFailure={jest.fn()} />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load and tries again on the next request', async () => {
    const load = jest.fn<Promise<ComponentType>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Panel);
    const onFailure = jest.fn();
    const { rerender } = render(<Host load={load} request="first" onFailure={onFailure} />);
    await act(async () => {});
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' }));
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();

    rerender(<Host load={load} request="second" onFailure={onFailure} />);
    expect(await screen.findByText('Loaded panel')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
