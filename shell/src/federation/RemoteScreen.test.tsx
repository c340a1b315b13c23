import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore, createMessageCatalogue } from '@mfe/shared-ui';
import { RemoteRegistryContext } from './RemoteRegistryContext';
import type { RemoteComponent, RemoteRegistry } from './remoteRegistry';
import { RemoteScreen } from './RemoteScreen';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function renderScreen(registry: RemoteRegistry, locale: 'en' | 'id' = 'en') {
  return render(
    <Provider store={createAppStore({ locale })}>
      <RemoteRegistryContext.Provider value={registry}>
        <RemoteScreen remote="public_remote" module="LandingPage" props={{ name: 'visitor' }} />
      </RemoteRegistryContext.Provider>
    </Provider>,
  );
}

describe('RemoteScreen', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('shows a loading state, then the remote screen with its props', async () => {
    const registry: RemoteRegistry = { cached: () => undefined, load: jest.fn(async () => Greeting) };
    renderScreen(registry);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Hello visitor')).toBeInTheDocument();
  });

  it('renders a screen loaded before at once, without asking again', () => {
    const registry: RemoteRegistry = { cached: () => Greeting, load: jest.fn() };
    renderScreen(registry);
    expect(screen.getByText('Hello visitor')).toBeInTheDocument();
    expect(registry.load).not.toHaveBeenCalled();
  });

  it('renders a screen loaded before only once: no second render of it after mounting (or hydrating)', () => {
    const renders = jest.fn();
    function CountedGreeting({ name }: { name: string }) {
      renders();
      return <Greeting name={name} />;
    }
    const registry: RemoteRegistry = { cached: () => CountedGreeting, load: jest.fn() };
    renderScreen(registry);
    expect(screen.getByText('Hello visitor')).toBeInTheDocument();
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('shows the unavailable panel when the remote fails, and Retry loads it again in place', async () => {
    let up = false;
    const registry: RemoteRegistry = {
      cached: () => undefined,
      load: jest.fn(async () => {
        if (!up) throw new Error('server down');
        return Greeting as RemoteComponent;
      }),
    };
    renderScreen(registry);
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Remote public_remote/LandingPage is unavailable', expect.any(Error));

    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello visitor')).toBeInTheDocument();
    expect(registry.load).toHaveBeenCalledTimes(2);
  });

  it('shows the panel at once for a screen whose load failed just before (the page start-up), and loads it on Retry', async () => {
    const registry: RemoteRegistry = {
      cached: () => undefined,
      lastFailure: () => new Error('timed out'),
      load: jest.fn(async () => Greeting as RemoteComponent),
    };
    renderScreen(registry);
    expect(screen.getByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    expect(registry.load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello visitor')).toBeInTheDocument();
    expect(registry.load).toHaveBeenCalledTimes(1);
  });

  it('shows the panel when the remote screen throws while rendering, and Retry renders it afresh', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('bad render');
      return <p>Recovered</p>;
    }
    const registry: RemoteRegistry = { cached: () => undefined, load: jest.fn(async () => Flaky) };
    renderScreen(registry);
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Recovered')).toBeInTheDocument();
  });

  it('never renders the outgoing screen again when the route swaps in another module', async () => {
    const rendered: string[] = [];
    function Catalogue() {
      rendered.push('catalogue');
      return <p>Catalogue</p>;
    }
    function ProductType() {
      rendered.push('product type');
      return <p>Product type</p>;
    }
    const screens: Record<string, RemoteComponent> = { CataloguePage: Catalogue, ProductTypePage: ProductType };
    const registry: RemoteRegistry = {
      cached: (_remote, module) => (module === 'CataloguePage' ? Catalogue : undefined),
      load: jest.fn(async (_remote, module) => screens[module]),
    };
    const store = createAppStore();
    const view = (module: string) => (
      <Provider store={store}>
        <RemoteRegistryContext.Provider value={registry}>
          <RemoteScreen remote="public_remote" module={module} />
        </RemoteRegistryContext.Provider>
      </Provider>
    );
    const { rerender } = render(view('CataloguePage'));
    expect(screen.getByText('Catalogue')).toBeInTheDocument();
    rendered.length = 0;

    rerender(view('ProductTypePage'));
    expect(await screen.findByText('Product type')).toBeInTheDocument();
    expect(rendered).not.toContain('catalogue');
  });

  it('shows the loading panel while a screen’s messages load (useMessages suspends), then the screen, in the page’s language', async () => {
    let arrive: (dictionary: { default: { hello: string } }) => void = () => {};
    const catalogue = createMessageCatalogue<{ hello: string }>({
      en: () => Promise.resolve({ default: { hello: 'Hello' } }),
      id: () => new Promise((resolve) => (arrive = resolve)),
    });
    function Translated() {
      return <p>{catalogue.useMessages().hello} visitor</p>;
    }
    // Awaited: React retries a render suspended inside act only when the act is awaited.
    await act(async () => {
      renderScreen({ cached: () => Translated, load: jest.fn() }, 'id');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Memuat…');
    await act(async () => arrive({ default: { hello: 'Halo' } }));
    expect(screen.getByText('Halo visitor')).toBeInTheDocument();
  });
});
