import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../state/appStore';
import { useModalStore } from '../state/modalStore';
import { confirmIfTouched } from './confirmIfTouched';

const texts = { title: 'Edit Template?', text: 'Unsaved work.', confirmLabel: 'Edit template' };

describe('confirmIfTouched (SPEC §4)', () => {
  afterEach(() => {
    useAppStore.setState({ touched: false });
    useModalStore.setState({ modal: null });
  });

  it('goes straight on over a clean design, with no dialog', () => {
    useAppStore.setState({ touched: false });
    const open = vi.fn();
    confirmIfTouched(open, texts);
    expect(open).toHaveBeenCalledOnce();
    expect(useModalStore.getState().modal).toBeNull();
  });

  it('over unsaved changes asks first and goes on only when confirmed', () => {
    useAppStore.setState({ touched: true });
    const open = vi.fn();
    confirmIfTouched(open, texts);
    expect(open).not.toHaveBeenCalled();
    const modal = useModalStore.getState().modal;
    expect(modal).toMatchObject({ name: 'confirm', ...texts });
    if (modal?.name !== 'confirm') throw new Error('no confirm dialog');
    modal.onConfirm();
    expect(open).toHaveBeenCalledOnce();
  });
});
