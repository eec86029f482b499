import { describe, expect, it } from 'vitest';
import { create, resetStores } from './resettableZustand';

describe('the web tests’ zustand', () => {
  it('puts every store it made back to its first state, the curried and the plain forms alike', () => {
    const curried = create<{ count: number; label?: string }>()(() => ({ count: 0 }));
    const plain = create<{ open: boolean }>(() => ({ open: false }));
    curried.setState({ count: 3, label: 'changed' });
    plain.setState({ open: true });
    resetStores();
    expect(curried.getState()).toEqual({ count: 0 });
    expect(plain.getState()).toEqual({ open: false });
  });
});
