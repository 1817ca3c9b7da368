import MockAdapter from 'axios-mock-adapter';
import type { AxiosInstance } from 'axios';

/**
 * axios-mock-adapter is CommonJS and its types import axios' CommonJS declarations, which TypeScript
 * (NodeNext) treats as unrelated to the ESM `AxiosInstance` our code uses. The runtime object is the
 * same, so this one cast bridges the two declaration files.
 */
export function mockAxios(http: AxiosInstance): MockAdapter {
  return new MockAdapter(http as unknown as ConstructorParameters<typeof MockAdapter>[0]);
}
