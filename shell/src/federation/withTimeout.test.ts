import { RemoteTimeoutError, withTimeout } from './withTimeout';

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('passes the value through when the work ends in time', async () => {
    await expect(withTimeout(Promise.resolve(42), 5000, 'x')).resolves.toBe(42);
  });

  it('passes a failure through unchanged', async () => {
    const failure = new Error('404');
    await expect(withTimeout(Promise.reject(failure), 5000, 'x')).rejects.toBe(failure);
  });

  it('rejects with a timeout error when the work hangs', async () => {
    const outcome = withTimeout(new Promise(() => {}), 5000, 'public_remote/LandingPage');
    jest.advanceTimersByTime(4999);
    const early = await Promise.race([
      outcome.then(
        () => 'settled',
        () => 'settled',
      ),
      Promise.resolve('pending'),
    ]);
    expect(early).toBe('pending');
    jest.advanceTimersByTime(1);
    await expect(outcome).rejects.toBeInstanceOf(RemoteTimeoutError);
    await expect(outcome).rejects.toThrow('public_remote/LandingPage did not load within 5000 ms');
  });
});
